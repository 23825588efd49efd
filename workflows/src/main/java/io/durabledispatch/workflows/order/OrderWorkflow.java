package io.durabledispatch.workflows.order;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.ContainerStores;
import io.durabledispatch.workflows.SideEffects;

/**
 * Durable entry of {@code order-workflow}, started by the dispatcher (async Invoke of alias {@code live} under the
 * order's execution name). Steps: register-order, reserve-inventory, charge-payment, await-shipment (callback),
 * notify-customer; on failure refund-payment, release-inventory. Reads only the durable runtime's environment.
 */
public final class OrderWorkflow extends DurableHandler<OrderInput, OrderResult> {
    private final OrderFlow flow;

    /** Lambda: runtime from the environment, the DynamoDB tables its environment names ({@link ContainerStores}). */
    public OrderWorkflow() {
        super(OrderInput.class);
        this.flow = flowOn(ContainerStores.of(WorkflowTables.ORDER_WORKFLOW));
    }

    public OrderWorkflow(DurableRuntime runtime, SideEffects sideEffects) {
        super(OrderInput.class, runtime);
        this.flow = flowOn(sideEffects);
    }

    private static OrderFlow flowOn(SideEffects s) {
        return new OrderFlow(
                new DefaultOrderSteps(s.orders(), s.inventory(), s.payments(), s.shipping(), s.notifications()));
    }

    @Override
    protected OrderResult handle(OrderInput input, DurableContext context) {
        return flow.run(input, context);
    }
}
