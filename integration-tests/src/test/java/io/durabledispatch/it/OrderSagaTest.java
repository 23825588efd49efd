package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.backend.EmbeddedControls;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Ledger;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.workflows.ContainerStores;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Scenario 8: the order saga end to end. The test plays the carrier (the local one is off): it takes the shipment
 * request from the carrier's queue and answers with SendDurableExecutionCallbackSuccess through the real LambdaClient (the CLI has no
 * callback command). A declined payment compensates; a resent event for a finished order starts nothing.
 */
class OrderSagaTest extends BackendTest {
    /** The sample payments adapter declines this customer's card (its id's prefix). */
    private static final String DECLINED = ContainerStores.DECLINED_CUSTOMER_PREFIX + "C-BOUNCE";

    @Test
    void orderCompletesAfterShipmentCallback_declinedPaymentCompensates_andResendsStartNothing() {
        open(Tuning.fast().withoutCarrier());
        EmbeddedControls controls = controls("plays the carrier");
        var factory = new EventFactory(81L);
        Event shipped = factory.order("acme", "S-1", "C-GOOD", new BigDecimal("25.00"));
        Event declined = factory.order("acme", "S-2", DECLINED, new BigDecimal("40.00"));
        var ledger = ledger("saga");
        producer(ledger).send(stack().queues().main(), List.of(shipped.body(), declined.body()));

        ShipmentRequest request = awaitOneShipmentRequest(controls);
        assertThat(request.orderNo()).isEqualTo("S-1");
        stack().lambda()
                .sendDurableExecutionCallbackSuccess(b -> b.callbackId(request.callbackId())
                        .result(SdkBytes.fromUtf8String("{\"carrier\":\"UPS\",\"tracking_number\":\"1Z999\"}")));
        var done = ledger.settle(Duration.ofMinutes(1));
        Map<String, ExecutionRecord> byStatus = byStatus(done.executions());

        assertThat(byStatus).containsOnlyKeys("SUCCEEDED", "FAILED");
        assertThat(result(byStatus.get("SUCCEEDED"))).contains("1Z999");
        assertThat(error(byStatus.get("FAILED"))).containsIgnoringCase("declined");
        assertThat(controls.stockHeld())
                .as("only the shipped order still holds stock")
                .isEqualTo(1);

        resendBoth(ledger, factory, shipped, declined);
        var report = ledger.settle(Duration.ofMinutes(1)).print("callbacks=1").assertBalanced();
        assertThat(report.executions()).hasSize(2);
        assertThat(report.collapsed()).isEqualTo(2);
        assertThat(controls.takeShipmentRequests())
                .as("no new shipment for a finished order")
                .isEmpty();
    }

    private ShipmentRequest awaitOneShipmentRequest(EmbeddedControls controls) {
        List<ShipmentRequest> taken = new ArrayList<>();
        Await.until("the carrier to receive a shipment request", Duration.ofMinutes(1), () -> {
            taken.addAll(controls.takeShipmentRequests());
            return !taken.isEmpty();
        });
        assertThat(taken).hasSize(1);
        return taken.get(0);
    }

    private void resendBoth(Ledger ledger, EventFactory factory, Event shipped, Event declined) {
        producer(ledger)
                .send(stack().queues().main(), List.of(factory.resend(shipped).body(), declined.body()));
    }

    private String result(ExecutionRecord execution) {
        return stack().lambda()
                .getDurableExecution(b -> b.durableExecutionArn(execution.arn()))
                .result();
    }

    private String error(ExecutionRecord execution) {
        var error = stack().lambda()
                .getDurableExecution(b -> b.durableExecutionArn(execution.arn()))
                .error();
        return error.errorType() + ": " + error.errorMessage();
    }

    private static Map<String, ExecutionRecord> byStatus(List<ExecutionRecord> executions) {
        return executions.stream().collect(Collectors.toMap(ExecutionRecord::status, Function.identity()));
    }
}
