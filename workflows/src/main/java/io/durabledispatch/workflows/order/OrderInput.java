package io.durabledispatch.workflows.order;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.durabledispatch.workflows.common.Money;
import java.util.List;

/** The canonical input the dispatcher starts {@code order-workflow} with (see contracts/order.json). */
public record OrderInput(
        Money amount,
        Customer customer,
        List<OrderItem> items,
        @JsonProperty("order_no") String orderNo,
        @JsonProperty("tenant_id") String tenantId) {

    public OrderInput {
        items = List.copyOf(items);
    }

    public record Customer(String email, String id) {}
}
