package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.Money;
import java.util.List;

/** A registered order; unique per tenant and order number. */
public record OrderRecord(String tenantId, String orderNo, String customerId, Money amount, List<OrderItem> items) {

    public OrderRecord {
        items = List.copyOf(items);
    }

    static OrderRecord of(OrderInput input) {
        return new OrderRecord(
                input.tenantId(), input.orderNo(), input.customer().id(), input.amount(), input.items());
    }
}
