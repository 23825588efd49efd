package io.durabledispatch.workflows.order;

/** {@link OrderSteps} on the side-effect ports: translates the order into each port's request. */
public final class DefaultOrderSteps implements OrderSteps {
    private final OrderBook orders;
    private final Inventory inventory;
    private final Payments payments;
    private final Shipping shipping;
    private final Notifications notifications;

    public DefaultOrderSteps(
            OrderBook orders, Inventory inventory, Payments payments, Shipping shipping, Notifications notifications) {
        this.orders = orders;
        this.inventory = inventory;
        this.payments = payments;
        this.shipping = shipping;
        this.notifications = notifications;
    }

    @Override
    public OrderRecord registerOrder(OrderInput input) {
        return orders.register(OrderRecord.of(input));
    }

    @Override
    public Reservation reserveInventory(String reservationId, OrderInput input) {
        return inventory.reserve(new Reservation(reservationId, input.items()));
    }

    @Override
    public boolean releaseInventory(String reservationId) {
        return inventory.release(reservationId);
    }

    @Override
    public Charge chargePayment(String idempotencyKey, OrderInput input) {
        return payments.charge(
                new ChargeRequest(idempotencyKey, input.customer().id(), input.amount()));
    }

    @Override
    public Refund refundPayment(String idempotencyKey) {
        return payments.refund(idempotencyKey);
    }

    @Override
    public ShipmentRequest requestShipment(String shipmentId, String callbackId, OrderInput input) {
        return shipping.requestShipment(
                new ShipmentRequest(shipmentId, callbackId, input.tenantId(), input.orderNo(), input.items()));
    }

    @Override
    public Notification notifyCustomer(String notificationId, OrderInput input, ShipmentConfirmation shipment) {
        String message = "Order " + input.orderNo() + " shipped with " + shipment.carrier() + ", tracking "
                + shipment.trackingNumber();
        return notifications.send(new Notification(
                notificationId, input.customer().id(), input.customer().email(), message));
    }
}
