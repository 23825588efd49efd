package io.durabledispatch.workflows.order;

/**
 * The side effects of {@link OrderFlow}, one method per step. Every method is idempotent for its key (the
 * execution name), because a step body runs again when the function crashes before its checkpoint.
 */
public interface OrderSteps {
    OrderRecord registerOrder(OrderInput input);

    Reservation reserveInventory(String reservationId, OrderInput input);

    boolean releaseInventory(String reservationId);

    Charge chargePayment(String idempotencyKey, OrderInput input);

    Refund refundPayment(String idempotencyKey);

    ShipmentRequest requestShipment(String shipmentId, String callbackId, OrderInput input);

    Notification notifyCustomer(String notificationId, OrderInput input, ShipmentConfirmation shipment);
}
