package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** Retention on the service's due-queue (manual clock), and listing by start-order markers. */
class RetentionAndPagingTest {
    private static final Duration RETENTION = Duration.ofHours(1);

    private final DurableTestHarness harness =
            new DurableTestHarness(ServiceSettings.defaults().withRetention(RETENTION));

    RetentionAndPagingTest() {
        harness.register(
                "orders",
                (in, out, context) -> out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded("1"))));
    }

    @Test
    void closedExecution_staysQueryableUntilItsRetentionEnds_thenItAndItsNameAreGone() {
        String arn = harness.start("orders", "order-1", "{}");
        harness.runUntilIdle();
        Instant closedAt = harness.execution(arn).endTimestamp();
        assertThat(harness.service().nextWakeUp()).contains(closedAt.plus(RETENTION));

        harness.clock().set(closedAt.plus(RETENTION).minusMillis(1));
        assertThat(harness.execution(arn).result()).isEqualTo("1");
        assertThat(harness.service().operations(arn)).hasSize(1);
        assertThat(harness.start("orders", "order-1", "{}")).isEqualTo(arn);

        harness.clock().set(closedAt.plus(RETENTION));
        assertThatThrownBy(() -> harness.execution(arn))
                .isInstanceOfSatisfying(
                        DurableServiceException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(404));
        assertThat(harness.start("orders", "order-1", "{\"other\":true}")).isNotEqualTo(arn);
    }

    @Test
    void expiry_followsCloseOrder_andOpenExecutionsNeverExpire() {
        String first = harness.start("orders", "first", "{}");
        harness.runUntilIdle();
        harness.clock().advance(Duration.ofMinutes(10));
        String second = harness.start("orders", "second", "{}");
        harness.runUntilIdle();
        String open = harness.start("unregistered", "open", "{}");

        harness.clock().advance(RETENTION.minusMinutes(5));
        harness.runUntilIdle();

        assertThat(harness.service().list(ListExecutionsQuery.of("orders")).executions())
                .extracting(ExecutionView::executionArn)
                .containsExactly(second);
        assertThat(harness.execution(open).status()).isEqualTo(ExecutionStatus.RUNNING);
        assertThatThrownBy(() -> harness.execution(first)).isInstanceOf(DurableServiceException.class);
    }

    @Test
    void list_pagesThroughEveryExecutionOnce_inStartOrder_withFilters() {
        List<String> started = new ArrayList<>();
        for (int n = 0; n < 25; n++) {
            started.add(harness.start("orders", "order-" + n, "{}"));
        }
        harness.runUntilIdle();
        harness.start("orders", "late", "{}"); // RUNNING: filtered out below

        List<String> listed = new ArrayList<>();
        String marker = null;
        int pages = 0;
        do {
            ExecutionListing page = harness.service()
                    .list(new ListExecutionsQuery("orders", "order-", Set.of(ExecutionStatus.SUCCEEDED), marker, 10));
            page.executions().forEach(view -> listed.add(view.executionArn()));
            marker = page.nextMarker();
            pages++;
        } while (marker != null);

        assertThat(listed).containsExactlyElementsOf(started);
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void list_refusesAMarkerItDidNotIssue() {
        assertThatThrownBy(() -> harness.service().list(new ListExecutionsQuery("orders", null, Set.of(), "x", 10)))
                .isInstanceOfSatisfying(
                        DurableServiceException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(400));
    }
}
