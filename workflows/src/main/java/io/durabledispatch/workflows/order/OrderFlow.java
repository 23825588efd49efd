package io.durabledispatch.workflows.order;

import io.durabledispatch.runtime.CallbackFailedException;
import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.StepFailedException;
import java.time.Duration;

/**
 * Register → reserve → charge → wait for the carrier's callback → notify. A failure after the reservation undoes
 * what was done (refund, release) and the execution ends FAILED. The execution name is the idempotency key of
 * every side effect, so a step that runs twice after a crash changes nothing the second time.
 */
public final class OrderFlow {
    static final String REGISTER_ORDER = "register-order";
    static final String RESERVE_INVENTORY = "reserve-inventory";
    static final String CHARGE_PAYMENT = "charge-payment";
    static final String AWAIT_SHIPMENT = "await-shipment";
    static final String NOTIFY_CUSTOMER = "notify-customer";
    static final String REFUND_PAYMENT = "refund-payment";
    static final String RELEASE_INVENTORY = "release-inventory";
    public static final Duration SHIPMENT_TIMEOUT = Duration.ofDays(2);

    private final OrderSteps steps;

    public OrderFlow(OrderSteps steps) {
        this.steps = steps;
    }

    public OrderResult run(OrderInput input, DurableContext context) {
        String key = context.executionName();
        context.step(REGISTER_ORDER, OrderRecord.class, step -> steps.registerOrder(input));
        ShipmentConfirmation shipment = fulfil(key, input, context);
        // Outside the compensated part: once the goods have left, a refund would be wrong. A failed
        // notification still fails the execution, so it is seen and retried, never reported as a success.
        context.step(NOTIFY_CUSTOMER, Notification.class, step -> steps.notifyCustomer(key, input, shipment));
        return new OrderResult(input.tenantId(), input.orderNo(), shipment.carrier(), shipment.trackingNumber());
    }

    private ShipmentConfirmation fulfil(String key, OrderInput input, DurableContext context) {
        var undo = new Compensations(context);
        // Registered before reserving: a reservation whose reply was lost may still hold stock.
        undo.register(RELEASE_INVENTORY, Boolean.class, step -> steps.releaseInventory(key));
        try {
            context.step(RESERVE_INVENTORY, Reservation.class, step -> steps.reserveInventory(key, input));
            // Registered before charging: a charge whose reply was lost may have captured money. Refunding by
            // the idempotency key is a no-op when nothing was captured (e.g. a decline).
            undo.register(REFUND_PAYMENT, Refund.class, step -> steps.refundPayment(key));
            chargeOrDecline(key, input, context);
            return awaitShipment(key, input, context);
        } catch (StepFailedException | CallbackFailedException | PaymentDeclinedException failure) {
            // Business failures only: a lost checkpoint (DurableClientException) must propagate untouched so the
            // invocation is retried and replays, instead of undoing an order that is still going.
            context.logger()
                    .warn("order failed, compensating", "orderNo", input.orderNo(), "error", failure.errorType());
            throw undo.runAll(failure);
        }
    }

    private void chargeOrDecline(String key, OrderInput input, DurableContext context) {
        Charge charge = context.step(CHARGE_PAYMENT, Charge.class, step -> steps.chargePayment(key, input));
        if (!charge.captured()) {
            throw new PaymentDeclinedException(input.orderNo());
        }
    }

    private ShipmentConfirmation awaitShipment(String key, OrderInput input, DurableContext context) {
        return context.waitForCallback(
                AWAIT_SHIPMENT,
                ShipmentConfirmation.class,
                (callbackId, step) -> steps.requestShipment(key, callbackId, input),
                CallbackOptions.timeout(SHIPMENT_TIMEOUT));
    }
}
