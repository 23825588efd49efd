package io.durabledispatch.workflows.order;

import java.util.List;

/**
 * Asks the carrier to ship an order and to report back through the durable callback {@code callbackId}
 * ({@code SendDurableExecutionCallbackSuccess} with a {@link ShipmentConfirmation}, or Failure).
 */
public record ShipmentRequest(
        String shipmentId, String callbackId, String tenantId, String orderNo, List<OrderItem> items) {

    public ShipmentRequest {
        items = List.copyOf(items);
    }
}
