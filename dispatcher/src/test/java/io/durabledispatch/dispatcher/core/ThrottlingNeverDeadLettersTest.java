package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.parking.InMemoryParkingQueue;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The real dispatcher against a simulated queue on a manual clock, with the redrive policy derived from the
 * schedule: a message that is throttled on every receive expires with its retention and never reaches the DLQ,
 * even with the shortest jitter; a deployment fault does reach the DLQ inside the retention.
 */
class ThrottlingNeverDeadLettersTest {
    /** What infra's construct sets: six times the dispatcher's 30 s timeout plus the 1 s batching window. */
    private static final Duration VISIBILITY_TIMEOUT = Duration.ofSeconds(181);

    /** The construct's keeps-retrying alarm: the first receive reached only after 5 minutes of backoff. */
    private static final int ALARM_RECEIVE_COUNT = RetrySchedule.defaults().firstReceiveAfter(Duration.ofMinutes(5));

    private static final String BODY =
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"THROTTLE-1\",\"amount\":1}";

    private final ExecutorService executor = Executors.newSingleThreadExecutor();
    private final RetrySchedule schedule = RetrySchedule.defaults();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private Optional<Duration> deliver(Dispatcher dispatcher, InMemoryRedelivery redelivery, Delivery delivery) {
        int before = redelivery.postponed().size();
        BatchReport report =
                dispatcher.dispatch(List.of(InboundRecord.standard("m1", BODY).withDelivery(delivery)));
        assertThat(report.failedMessageIds()).containsExactly("m1");
        List<Postponement> postponed = redelivery.postponed();
        return postponed.size() == before
                ? Optional.empty()
                : Optional.of(postponed.get(postponed.size() - 1).delay());
    }

    private Dispatcher dispatcher(
            WorkflowStarter<LambdaDurableTarget> lambda, InMemoryRedelivery redelivery, DoubleSupplier jitter) {
        return new Dispatcher(
                TestDispatchers.DEFAULT_PLANNER,
                new TargetStarters(lambda, new InMemoryWorkflowStarter<StepFunctionsTarget>()),
                new InMemoryParkingQueue(),
                executor,
                new DispatchTelemetry(line -> {}, Clock.systemUTC()),
                new Retries(redelivery, schedule, jitter),
                Duration.ZERO);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 24, 96, 336})
    void throttledOnEveryReceive_expiresWithItsRetention_andTheAlarmFiresWithinTheHour(int retentionHours) {
        Duration retention = Duration.ofHours(retentionHours);
        SimulatedQueue queue = new SimulatedQueue(retention, schedule.maxReceiveCount(retention), VISIBILITY_TIMEOUT);
        for (DoubleSupplier jitter : List.<DoubleSupplier>of(() -> 0.0, new Random(7)::nextDouble)) {
            InMemoryRedelivery redelivery = new InMemoryRedelivery();
            Dispatcher dispatcher = dispatcher(new InMemoryWorkflowStarter<>(), redelivery, jitter);

            SimulatedQueue.End end = queue.run(d -> deliver(dispatcher, redelivery, d), ALARM_RECEIVE_COUNT);

            assertThat(end.fate()).isEqualTo(SimulatedQueue.Fate.EXPIRED);
            assertThat(end.firstReachedAlarmCount()).isLessThan(Duration.ofHours(1));
        }
    }

    /** The retentions the construct and infra allow, 1 to 14 days. */
    @ParameterizedTest
    @ValueSource(ints = {24, 96, 336})
    void aDeploymentFaultOnEveryReceive_reachesTheDlq_wellInsideTheRetention(int retentionHours) {
        Duration retention = Duration.ofHours(retentionHours);
        int maxReceiveCount = schedule.maxReceiveCount(retention);
        SimulatedQueue queue = new SimulatedQueue(retention, maxReceiveCount, VISIBILITY_TIMEOUT);
        InMemoryRedelivery redelivery = new InMemoryRedelivery();
        Dispatcher dispatcher = dispatcher(
                (target, name, input) ->
                        StartResult.retryable(RetryCause.DEPLOYMENT_FAULT, "ResourceNotFoundException (HTTP 404)"),
                redelivery,
                () -> 0.5);

        SimulatedQueue.End end = queue.run(d -> deliver(dispatcher, redelivery, d), ALARM_RECEIVE_COUNT);

        assertThat(end.fate()).isEqualTo(SimulatedQueue.Fate.DEAD_LETTERED);
        assertThat(end.at()).isEqualTo(VISIBILITY_TIMEOUT.multipliedBy(maxReceiveCount));
        assertThat(end.at()).isLessThan(retention);
    }
}
