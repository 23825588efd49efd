package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.parking.InMemoryParkingQueue;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DispatcherTest {
    private static final String DEFAULT_ROUTES_TEXT = readDefaultRoutes();

    private static String readDefaultRoutes() {
        try (InputStream in = DispatcherTest.class.getResourceAsStream("/routes/default-routes.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String order(String orderNo, String amount) {
        return "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"" + orderNo
                + "\",\"amount\":{\"value\":" + amount + ",\"currency\":\"EUR\"}}";
    }

    @Test
    void dispatch_retriesInvalidRecord_whenParkingFails() {
        try (TestDispatchers test = new TestDispatchers(4)) {
            test.parking.refuse();

            BatchReport report = test.dispatcher.dispatch(List.of(InboundRecord.standard("m1", "not json")));

            assertThat(report.outcomes().get(0).outcome()).isEqualTo(Outcome.RETRYABLE);
            assertThat(report.outcomes().get(0).reason().orElseThrow()).contains("parking failed", "INVALID");
            assertThat(report.failedMessageIds()).containsExactly("m1");
        }
    }

    @Test
    void dispatch_acksConflictWithoutParking_whenRoutePolicyIsIgnore() {
        String routes = DEFAULT_ROUTES_TEXT.replaceFirst("\"onConflict\": \"park\"", "\"onConflict\": \"ignore\"");
        Planner planner = new Planner(RouteDocuments.parse(routes));
        try (TestDispatchers test = new TestDispatchers(4, planner)) {
            test.dispatcher.dispatch(List.of(InboundRecord.standard("m1", order("A-1", "10"))));

            BatchReport report = test.dispatcher.dispatch(List.of(InboundRecord.standard("m2", order("A-1", "11"))));

            assertThat(report.outcomes().get(0).outcome()).isEqualTo(Outcome.CONFLICT);
            assertThat(report.failedMessageIds()).isEmpty();
            assertThat(test.parking.messages()).isEmpty();
        }
    }

    @Test
    void dispatch_writesOneLogLinePerRecord_withoutTheBody_andEmfPerOutcome() {
        try (TestDispatchers test = new TestDispatchers(4)) {
            test.dispatcher.dispatch(List.of(
                    InboundRecord.standard("m1", order("A-1", "10")),
                    InboundRecord.standard("m2", order("A-2", "10")),
                    InboundRecord.standard("m3", "{\"secret\":\"ana@example.com\"}")));

            List<String> records =
                    test.lines.stream().filter(l -> l.contains("\"messageId\"")).toList();
            List<String> metrics =
                    test.lines.stream().filter(l -> l.startsWith("{\"_aws\"")).toList();
            assertThat(records).hasSize(3).noneMatch(l -> l.contains("ana@example.com") || l.contains("44.9"));
            assertThat(records)
                    .anyMatch(l -> l.contains("\"outcome\":\"STARTED\"")
                            && l.contains("\"route\":\"order-placed\"")
                            && l.contains("\"keyHash\"")
                            && l.contains("\"latencyMs\"")
                            && l.contains("\"tenant\":\"acme\"")
                            && l.contains("\"executionName\":\"order-A-1-"));
            assertThat(records)
                    .filteredOn(l -> l.contains("\"messageId\":\"m3\""))
                    .singleElement()
                    .asString()
                    .contains("\"outcome\":\"INVALID\"")
                    .doesNotContain("\"tenant\""); // no route, no plan: no tenant
            assertThat(metrics).hasSize(2);
            assertThat(metrics)
                    .anyMatch(l -> l.contains("\"operation\":\"order\"")
                            && l.contains("\"outcome\":\"STARTED\"")
                            && l.contains("\"Records\":2"));
            assertThat(metrics).anyMatch(l -> l.contains("\"operation\":\"none\"") && l.contains("\"INVALID\""));
        }
    }

    @Test
    void dispatch_runsStartsInParallel_butNeverMoreThanTheConcurrency() {
        int concurrency = 3;
        BarrierStarter starter = new BarrierStarter(concurrency);
        ExecutorService executor = Executors.newFixedThreadPool(concurrency);
        try {
            Dispatcher dispatcher = new Dispatcher(
                    TestDispatchers.DEFAULT_PLANNER,
                    new TargetStarters(starter, new InMemoryWorkflowStarter<StepFunctionsTarget>()),
                    new InMemoryParkingQueue(),
                    executor,
                    new DispatchTelemetry(line -> {}, Clock.systemUTC()),
                    new Retries(new InMemoryRedelivery(), RetrySchedule.defaults(), () -> 0.5),
                    Duration.ZERO);
            List<InboundRecord> records = new ArrayList<>();
            for (int i = 0; i < 2 * concurrency; i++)
                records.add(InboundRecord.standard("m" + i, order("P-" + i, "1")));

            BatchReport report = dispatcher.dispatch(records);

            // Every start waited at a barrier that only opens when `concurrency` starts are in flight together.
            assertThat(report.outcomes()).allMatch(o -> o.outcome() == Outcome.STARTED);
            assertThat(starter.maxInFlight.get()).isEqualTo(concurrency);
        } finally {
            executor.shutdownNow();
        }
    }

    /** Starts only when `parties` starts are in flight at once; records the highest number seen. */
    private static final class BarrierStarter implements WorkflowStarter<LambdaDurableTarget> {
        private final CyclicBarrier barrier;
        private final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();

        BarrierStarter(int parties) {
            this.barrier = new CyclicBarrier(parties);
        }

        @Override
        public StartResult start(LambdaDurableTarget target, String executionName, String canonicalInput) {
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                barrier.await(5, TimeUnit.SECONDS);
                return StartResult.of(Outcome.STARTED, "");
            } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                return StartResult.retryable(RetryCause.TRANSIENT, "barrier: " + e);
            } finally {
                inFlight.decrementAndGet();
            }
        }
    }
}
