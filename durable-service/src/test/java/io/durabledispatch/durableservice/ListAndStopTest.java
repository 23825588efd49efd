package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class ListAndStopTest {
    private final DurableTestHarness harness = new DurableTestHarness();

    @Test
    void list_filtersByNameAndStatus_andPages() {
        harness.register(
                "orders",
                (in, out, context) -> out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded(null))));
        harness.start("orders", "order-1", "{}");
        harness.start("orders", "order-2", "{}");
        harness.start("orders", "refund-1", "{}");
        harness.start("points", "order-3", "{}");
        harness.runUntilIdle();
        harness.start("orders", "order-4", "{}");

        ExecutionListing firstPage =
                harness.service().list(new ListExecutionsQuery("orders", "order", Set.of(), null, 2));
        ExecutionListing secondPage =
                harness.service().list(new ListExecutionsQuery("orders", "order", Set.of(), firstPage.nextMarker(), 2));
        ExecutionListing running = harness.service()
                .list(new ListExecutionsQuery("orders", null, Set.of(ExecutionStatus.RUNNING), null, 10));

        assertThat(firstPage.executions())
                .extracting(ExecutionView::executionName)
                .containsExactly("order-1", "order-2");
        assertThat(secondPage.executions())
                .extracting(ExecutionView::executionName)
                .containsExactly("order-4");
        assertThat(secondPage.nextMarker()).isNull();
        assertThat(running.executions())
                .extracting(ExecutionView::executionName)
                .containsExactly("order-4");
    }

    @Test
    void stop_closesARunningExecution_andNothingIsInvokedAfterwards() {
        String arn = harness.start("never-registered", "order-1", "{}");

        harness.service()
                .stop(
                        arn,
                        ErrorObject.builder()
                                .errorType("Operator")
                                .errorMessage("duplicate order")
                                .build());
        int invocations = harness.runUntilIdle();

        ExecutionView view = harness.execution(arn);
        assertThat(invocations).isZero();
        assertThat(view.status()).isEqualTo(ExecutionStatus.STOPPED);
        assertThat(view.error().errorMessage()).isEqualTo("duplicate order");
        assertThat(view.endTimestamp()).isEqualTo(harness.clock().instant());
    }
}
