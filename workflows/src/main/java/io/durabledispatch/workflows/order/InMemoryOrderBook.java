package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;

/** Thread-safe {@link OrderBook} with a unique key on (tenant, order number). */
public final class InMemoryOrderBook implements OrderBook {
    private record OrderKey(String tenantId, String orderNo) {}

    private final UniqueKeyStore<OrderKey, OrderRecord> orders = new UniqueKeyStore<>("orders");

    @Override
    public OrderRecord register(OrderRecord order) {
        return orders.insert(new OrderKey(order.tenantId(), order.orderNo()), order);
    }

    public List<OrderRecord> orders() {
        return orders.rows();
    }
}
