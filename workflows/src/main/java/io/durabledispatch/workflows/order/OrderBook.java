package io.durabledispatch.workflows.order;

/** Where orders are registered. Port: {@link InMemoryOrderBook} here, a database table in production. */
public interface OrderBook {
    /**
     * Registers {@code order} under (tenant, order number): the same order again returns the existing one; a
     * different order under the same number is a {@link io.durabledispatch.workflows.common.KeyConflictException}.
     */
    OrderRecord register(OrderRecord order);
}
