package io.durabledispatch.workflows;

import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.dynamo.DynamoStores;
import io.durabledispatch.workflows.dynamo.StoreSettings;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * What a Lambda container's no-arg constructors write through: the DynamoDB adapters of the tables the function
 * uses (named by its environment, see {@link WorkflowTables}), built once per container on one client. The
 * shipping and notification ports stay in memory: in production they are the carrier's and the e-mail service's
 * APIs, which the sample does not call. Ports the function does not use are in memory too and never called.
 */
public final class ContainerStores {
    private static final Map<String, SideEffects> BY_FUNCTION = new ConcurrentHashMap<>();

    private ContainerStores() {}

    /** The side effects of {@code functionName} (a {@link WorkflowTables} function name), from the environment. */
    public static SideEffects of(String functionName) {
        return BY_FUNCTION.computeIfAbsent(functionName, name -> build(name, System::getenv));
    }

    static SideEffects build(String functionName, UnaryOperator<String> env) {
        List<TableSpec> used = WorkflowTables.usedBy(functionName);
        StoreSettings settings = StoreSettings.fromEnvironment(env, used);
        DynamoStores dynamo = new DynamoStores(DynamoStores.client(settings), settings);
        InMemorySideEffects memory = InMemorySideEffects.create();
        return new SideEffects(
                used.contains(WorkflowTables.ORDERS) ? dynamo.orders() : memory.orders(),
                used.contains(WorkflowTables.RESERVATIONS) ? dynamo.inventory() : memory.inventory(),
                used.contains(WorkflowTables.CHARGES) ? dynamo.payments(customer -> false) : memory.payments(),
                memory.shipping(),
                memory.notifications(),
                used.contains(WorkflowTables.POINTS) ? dynamo.points() : memory.points(),
                used.contains(WorkflowTables.CATALOG) ? dynamo.catalog() : memory.catalog());
    }
}
