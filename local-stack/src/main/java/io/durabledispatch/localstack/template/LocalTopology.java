package io.durabledispatch.localstack.template;

import io.durabledispatch.emulators.sqs.QueueSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the local stack starts from a template: functions, queues, mappings, state machines, DynamoDB tables, the
 * stack outputs
 * resolved to local values, and {@code notProvided}: one line per thing in the template it cannot provide.
 */
public record LocalTopology(
        List<FunctionSpec> functions,
        List<QueueSpec> queues,
        List<MappingSpec> mappings,
        List<StateMachineSpec> stateMachines,
        List<DynamoTableSpec> tables,
        Map<String, String> outputs,
        List<String> notProvided) {
    public LocalTopology {
        functions = List.copyOf(functions);
        queues = List.copyOf(queues);
        mappings = List.copyOf(mappings);
        stateMachines = List.copyOf(stateMachines);
        tables = List.copyOf(tables);
        outputs = Map.copyOf(outputs);
        notProvided = List.copyOf(notProvided);
    }

    public static LocalTopology empty() {
        return new LocalTopology(List.of(), List.of(), List.of(), List.of(), List.of(), Map.of(), List.of());
    }

    /** Both topologies side by side (the stacks of one assembly, or a template plus {@code --function}s). */
    public LocalTopology plus(LocalTopology other) {
        Map<String, String> allOutputs = new java.util.LinkedHashMap<>(outputs);
        allOutputs.putAll(other.outputs);
        return new LocalTopology(
                concat(functions, other.functions),
                concat(queues, other.queues),
                concat(mappings, other.mappings),
                concat(stateMachines, other.stateMachines),
                concat(tables, other.tables),
                allOutputs,
                concat(notProvided, other.notProvided));
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        return new ArrayList<>(Stream.concat(a.stream(), b.stream()).toList());
    }
}
