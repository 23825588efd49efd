package io.durabledispatch.workflows;

import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.carrier.CarrierSettings;
import io.durabledispatch.workflows.dynamo.DynamoStores;
import io.durabledispatch.workflows.dynamo.StoreSettings;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * What a Lambda container's no-arg constructors write through: the DynamoDB adapters of the tables the function
 * uses (named by its environment, see {@link WorkflowTables}), built once per container on one client; shipping
 * through the carrier's queue when the environment names one ({@link CarrierSettings}). Notifications stay in
 * memory: in production they are the e-mail service's API, which the sample does not call. Ports the function does
 * not use are in memory too and never called.
 */
public final class ContainerStores {
    /**
     * The sample payments adapter declines the cards of customers whose id starts with this prefix, so that a
     * test or a demo can make a payment fail through the public event alone.
     */
    public static final String DECLINED_CUSTOMER_PREFIX = "declined-";

    private static final Map<String, SideEffects> BY_FUNCTION = new ConcurrentHashMap<>();

    private ContainerStores() {}

    /** The side effects of {@code functionName} (a {@link WorkflowTables} function name), from the environment. */
    public static SideEffects of(String functionName) {
        return BY_FUNCTION.computeIfAbsent(functionName, name -> build(name, System::getenv));
    }

    /** Whether the sample adapter declines {@code customerId}'s card ({@link #DECLINED_CUSTOMER_PREFIX}). */
    public static boolean declined(String customerId) {
        return customerId != null && customerId.startsWith(DECLINED_CUSTOMER_PREFIX);
    }

    static SideEffects build(String functionName, UnaryOperator<String> env) {
        List<TableSpec> used = WorkflowTables.usedBy(functionName);
        StoreSettings settings = StoreSettings.fromEnvironment(env, used);
        DynamoStores dynamo = new DynamoStores(DynamoStores.client(settings), settings);
        InMemorySideEffects memory = InMemorySideEffects.create();
        return new SideEffects(
                used.contains(WorkflowTables.ORDERS) ? dynamo.orders() : memory.orders(),
                used.contains(WorkflowTables.RESERVATIONS) ? dynamo.inventory() : memory.inventory(),
                used.contains(WorkflowTables.CHARGES) ? dynamo.payments(ContainerStores::declined) : memory.payments(),
                CarrierSettings.fromEnvironment(env)
                        .<io.durabledispatch.workflows.order.Shipping>map(CarrierSettings::shipping)
                        .orElse(memory.shipping()),
                memory.notifications(),
                used.contains(WorkflowTables.POINTS) ? dynamo.points() : memory.points(),
                used.contains(WorkflowTables.CATALOG) ? dynamo.catalog() : memory.catalog());
    }
}
