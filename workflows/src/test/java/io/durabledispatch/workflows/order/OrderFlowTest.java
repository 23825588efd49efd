package io.durabledispatch.workflows.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.runtime.CallbackFailedException;
import io.durabledispatch.runtime.StepFailedException;
import io.durabledispatch.workflows.Contracts;
import io.durabledispatch.workflows.InMemoryDurableContext;
import org.junit.jupiter.api.Test;

/** The order's orchestration and compensation rules, one run each, without the runtime. */
class OrderFlowTest {
    private static final String EXECUTION = "order-placed-A-1001-3f9a";
    private static final OrderInput INPUT = Contracts.input("order", OrderInput.class);

    private final InMemoryOrderBook orders = new InMemoryOrderBook();
    private final InMemoryInventory inventory = new InMemoryInventory();
    private final InMemoryPayments payments = new InMemoryPayments();
    private final InMemoryShipping shipping = new InMemoryShipping();
    private final InMemoryNotifications notifications = new InMemoryNotifications();
    private final OrderFlow flow =
            new OrderFlow(new DefaultOrderSteps(orders, inventory, payments, shipping, notifications));

    @Test
    void run_chargesShipsAndNotifies_whenTheCarrierConfirms() {
        var context = new InMemoryDurableContext(EXECUTION).answerCallbacksWith(new ShipmentConfirmation("UPS", "1Z9"));

        var result = flow.run(INPUT, context);

        assertThat(result).isEqualTo(new OrderResult("acme", "A-1001", "UPS", "1Z9"));
        assertThat(context.operations())
                .containsExactly(
                        "register-order", "reserve-inventory", "charge-payment", "await-shipment", "notify-customer");
        assertThat(payments.captured()).singleElement().satisfies(charge -> {
            assertThat(charge.idempotencyKey()).isEqualTo(EXECUTION);
            assertThat(charge.amount()).isEqualTo(INPUT.amount());
        });
        assertThat(shipping.requests())
                .extracting(ShipmentRequest::callbackId)
                .containsExactly("callback-of-" + EXECUTION);
        assertThat(notifications.sent())
                .singleElement()
                .extracting(Notification::message)
                .asString()
                .contains("1Z9");
        assertThat(inventory.held()).hasSize(1);
    }

    @Test
    void run_refundsReleasesAndFails_whenTheShipmentCallbackTimesOut() {
        var context = new InMemoryDurableContext(EXECUTION)
                .failCallbacksWith(new CallbackFailedException("Callback.Timeout", "no shipment"));

        assertThatThrownBy(() -> flow.run(INPUT, context))
                .isInstanceOfSatisfying(
                        CallbackFailedException.class,
                        e -> assertThat(e.timedOut()).isTrue());

        assertThat(context.operations()).endsWith("await-shipment", "refund-payment", "release-inventory");
        assertThat(payments.refunds()).containsExactly(new Refund(EXECUTION, true));
        assertThat(inventory.held()).isEmpty();
        assertThat(notifications.sent()).isEmpty();
    }

    @Test
    void run_failsWithoutCaptureAndReleases_whenThePaymentIsDeclined() {
        payments.declineCustomer("C-17");
        var context = new InMemoryDurableContext(EXECUTION);

        assertThatThrownBy(() -> flow.run(INPUT, context)).isInstanceOf(PaymentDeclinedException.class);

        assertThat(context.operations()).doesNotContain("await-shipment");
        assertThat(payments.captured()).isEmpty();
        assertThat(payments.refunds()).isEmpty();
        assertThat(inventory.held()).isEmpty();
        assertThat(shipping.requests()).isEmpty();
    }

    @Test
    void run_releasesOnlyAndFails_whenTheReservationFails() {
        var outOfStock = new Inventory() {
            @Override
            public Reservation reserve(Reservation reservation) {
                throw new IllegalStateException("out of stock");
            }

            @Override
            public boolean release(String reservationId) {
                return inventory.release(reservationId);
            }
        };
        var flow = new OrderFlow(new DefaultOrderSteps(orders, outOfStock, payments, shipping, notifications));
        var context = new InMemoryDurableContext(EXECUTION);

        assertThatThrownBy(() -> flow.run(INPUT, context))
                .isInstanceOfSatisfying(
                        StepFailedException.class, e -> assertThat(e.stepName()).isEqualTo("reserve-inventory"));

        assertThat(context.operations()).containsExactly("register-order", "reserve-inventory", "release-inventory");
        assertThat(inventory.released()).containsExactly(EXECUTION);
        assertThat(payments.charges()).isEmpty();
    }

    @Test
    void run_stillReleasesAndRethrowsTheOriginalFailure_whenTheRefundFails() {
        var refundsDown = new Payments() {
            @Override
            public Charge charge(ChargeRequest request) {
                return payments.charge(request);
            }

            @Override
            public Refund refund(String idempotencyKey) {
                throw new IllegalStateException("refunds unavailable");
            }
        };
        var flow = new OrderFlow(new DefaultOrderSteps(orders, inventory, refundsDown, shipping, notifications));
        var context = new InMemoryDurableContext(EXECUTION)
                .failCallbacksWith(new CallbackFailedException("Callback.Timeout", "no shipment"));

        assertThatThrownBy(() -> flow.run(INPUT, context))
                .isInstanceOf(CallbackFailedException.class)
                .satisfies(e -> assertThat(e.getSuppressed())
                        .singleElement()
                        .isInstanceOfSatisfying(
                                StepFailedException.class,
                                s -> assertThat(s.stepName()).isEqualTo("refund-payment")));
        assertThat(inventory.held()).isEmpty();
    }
}
