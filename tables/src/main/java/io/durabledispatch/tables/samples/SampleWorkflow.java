package io.durabledispatch.tables.samples;

import io.durabledispatch.tables.TableSpec;
import java.util.List;
import java.util.Objects;

/**
 * One sample workflow, everything about it that lies outside its own code.
 *
 * @param functionName the deployed function's name (the route document's target for a durable function)
 * @param handler the function's handler in the workflows jar, {@code class::method}
 * @param tables the tables the function reads and writes: only it is granted them, and only their names are in
 *     its environment
 * @param target what the dispatcher starts: the durable function itself, or a state machine that invokes it
 * @param route the route that starts it
 * @param events the events the demo sends it
 */
public record SampleWorkflow(
        String functionName,
        String handler,
        List<TableSpec> tables,
        TargetKind target,
        SampleRoute route,
        SampleEvents events) {

    public SampleWorkflow {
        Objects.requireNonNull(functionName, "functionName");
        if (!handler.contains("::")) throw new IllegalArgumentException("handler must be class::method: " + handler);
        tables = List.copyOf(tables);
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(route, "route");
        Objects.requireNonNull(events, "events");
    }

    /** The handler's class name, without the method. */
    public String handlerClass() {
        return handler.substring(0, handler.indexOf("::"));
    }

    /** The name the route document's target gives: the function's, or the state machine's. */
    public String targetName() {
        return target.fold(durable -> functionName, TargetKind.StateMachine::name);
    }

    /** {@code order-workflow} → {@code OrderWorkflow}: the CDK app's construct ids and output names. */
    public String logicalName() {
        StringBuilder name = new StringBuilder();
        for (String part : functionName.split("-")) {
            name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return name.toString();
    }
}
