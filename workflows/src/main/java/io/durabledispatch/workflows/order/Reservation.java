package io.durabledispatch.workflows.order;

import java.util.List;

/** Stock held for an order; its id is the execution name, so a retried reservation finds itself. */
public record Reservation(String reservationId, List<OrderItem> items) {

    public Reservation {
        items = List.copyOf(items);
    }
}
