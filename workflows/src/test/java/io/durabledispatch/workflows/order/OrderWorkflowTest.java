package io.durabledispatch.workflows.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.workflows.Contracts;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.LocalWorkflows;
import io.durabledispatch.workflows.SideEffects;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationAction;

/** order-workflow end to end on the runtime's in-memory service: callbacks, timeouts, redelivery, crashes. */
class OrderWorkflowTest {
    private static final String NAME = "order-placed-acme-A-1001-5c2f0e1d";
    private static final String INPUT = Contracts.canonicalInput("order");
    private static final String SHIPPED = "{\"carrier\":\"UPS\",\"tracking_number\":\"1Z999\"}";

    private final InMemorySideEffects stores = InMemorySideEffects.create();
    private final CountingPayments payments = new CountingPayments(stores.payments());
    private final AtomicInteger shipmentCalls = new AtomicInteger();
    private final Shipping countingShipping = request -> {
        shipmentCalls.incrementAndGet();
        return stores.shipping().requestShipment(request);
    };
    private final LocalWorkflows local = new LocalWorkflows(new SideEffects(
            stores.orders(),
            stores.inventory(),
            payments,
            countingShipping,
            stores.notifications(),
            stores.points(),
            stores.catalog()));

    private String startOrder() {
        return local.startAndRun("order-workflow", NAME, INPUT);
    }

    private String pendingCallbackId() {
        return stores.shipping().takePending().get(0).callbackId();
    }

    @Test
    void order_succeeds_whenTheShipmentCallbackCompletes() {
        String arn = startOrder();
        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);

        local.harness().completeCallback(pendingCallbackId(), SHIPPED);

        var execution = local.execution(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(execution.result()).contains("\"tracking_number\":\"1Z999\"").contains("\"order_no\":\"A-1001\"");
        assertThat(stores.orders().orders()).hasSize(1);
        assertThat(stores.payments().captured())
                .singleElement()
                .extracting(Charge::idempotencyKey)
                .isEqualTo(NAME);
        assertThat(stores.inventory().held()).hasSize(1);
        assertThat(stores.notifications().sent())
                .singleElement()
                .extracting(Notification::message)
                .asString()
                .contains("1Z999");
    }

    @Test
    void order_refundsReleasesAndFails_whenTheShipmentCallbackTimesOut() {
        String arn = startOrder();

        local.harness().advance(OrderFlow.SHIPMENT_TIMEOUT.plus(Duration.ofMinutes(1)));

        var execution = local.execution(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(execution.error().errorType()).isEqualTo("Callback.Timeout");
        assertThat(stores.payments().refunds()).containsExactly(new Refund(NAME, true));
        assertThat(stores.inventory().held()).isEmpty();
        assertThat(stores.notifications().sent()).isEmpty();
    }

    @Test
    void order_refundsReleasesAndFails_whenTheCarrierReportsAFailure() {
        String arn = startOrder();

        local.harness().failCallback(pendingCallbackId(), "Carrier.AddressUnknown", "no such street");

        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(local.execution(arn).error().errorType()).isEqualTo("Carrier.AddressUnknown");
        assertThat(stores.payments().refunds()).containsExactly(new Refund(NAME, true));
        assertThat(stores.inventory().held()).isEmpty();
    }

    @Test
    void order_failsWithoutChargeAndReleasesStock_whenThePaymentIsDeclined() {
        stores.payments().declineCustomer("C-17");

        String arn = startOrder();

        var execution = local.execution(arn);
        assertThat(execution.status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(execution.error().errorType()).isEqualTo(PaymentDeclinedException.ERROR_TYPE);
        assertThat(stores.payments().captured()).isEmpty();
        assertThat(stores.payments().refunds()).isEmpty();
        assertThat(stores.inventory().reservations()).hasSize(1);
        assertThat(stores.inventory().held()).isEmpty();
        assertThat(stores.shipping().requests()).isEmpty();
    }

    @Test
    void order_runsOnce_whenTheSameExecutionNameIsStartedTwice() {
        String first = startOrder();
        String redelivered = startOrder();
        local.harness().completeCallback(pendingCallbackId(), SHIPPED);

        assertThat(redelivered).isEqualTo(first);
        assertThat(local.execution(first).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(stores.orders().orders()).hasSize(1);
        assertThat(payments.chargeCalls()).isEqualTo(1);
        assertThat(shipmentCalls).hasValue(1);
        assertThat(stores.notifications().sent()).hasSize(1);
    }

    @Test
    void order_chargesOnce_whenTheFunctionCrashesAfterTheChargeBeforeItsCheckpoint() {
        local.harness().crashBeforeCheckpoint(OrderFlow.CHARGE_PAYMENT, OperationAction.SUCCEED);

        String arn = startOrder();
        local.recover(arn);
        local.harness().completeCallback(pendingCallbackId(), SHIPPED);

        assertThat(payments.chargeCalls())
                .as("the charge ran again after the crash")
                .isEqualTo(2);
        assertThat(stores.payments().charges())
                .as("the idempotency key made it one charge")
                .hasSize(1);
        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
    }

    @Test
    void order_requestsOneShipment_whenTheFunctionCrashesAfterTheRequestBeforeItsCheckpoint() {
        local.harness().crashBeforeCheckpoint(OrderFlow.AWAIT_SHIPMENT + "-submitter", OperationAction.SUCCEED);

        String arn = startOrder();
        local.recover(arn);
        local.harness().completeCallback(pendingCallbackId(), SHIPPED);

        assertThat(stores.shipping().requests())
                .as("same shipment id and callback id: one request")
                .hasSize(1);
        assertThat(local.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
    }
}
