package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.parking.InMemoryParkingQueue;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.Outcome;
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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Which retried records are postponed, by how much, and what the batch's metrics say about it. */
class RetriesTest {
    private final ExecutorService executor = Executors.newFixedThreadPool(2);
    private final InMemoryRedelivery redelivery = new InMemoryRedelivery();
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final RetrySchedule schedule = RetrySchedule.defaults();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private Dispatcher dispatcher(WorkflowStarter<LambdaDurableTarget> lambda) {
        return new Dispatcher(
                TestDispatchers.DEFAULT_PLANNER,
                new TargetStarters(lambda, new InMemoryWorkflowStarter<StepFunctionsTarget>()),
                new InMemoryParkingQueue(),
                executor,
                new DispatchTelemetry(lines::add, Clock.systemUTC()),
                new Retries(redelivery, schedule, () -> 0.5),
                Duration.ZERO);
    }

    private static String order(String orderNo) {
        return "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"" + orderNo + "\",\"amount\":1}";
    }

    private static InboundRecord delivered(String id, String body, int receiveCount) {
        return InboundRecord.standard(id, body)
                .withDelivery(new Delivery(receiveCount, "handle-" + id, "arn:aws:sqs:us-east-1:000000000000:q"));
    }

    @Test
    void dispatch_postponesThrottledRecords_byTheScheduleForTheirReceiveCount() {
        Dispatcher dispatcher = dispatcher((target, name, input) -> StartResult.throttled("TooManyRequestsException"));

        BatchReport report =
                dispatcher.dispatch(List.of(delivered("m1", order("A-1"), 1), delivered("m2", order("A-2"), 7)));

        assertThat(report.failedMessageIds()).containsExactly("m1", "m2");
        assertThat(redelivery.postponed())
                .extracting(Postponement::messageId, p -> p.delivery().receiptHandle(), Postponement::delay)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("m1", "handle-m1", schedule.delay(1, 0.5)),
                        org.assertj.core.groups.Tuple.tuple("m2", "handle-m2", schedule.delay(7, 0.5)));
        assertThat(schedule.delay(7, 0.5)).isEqualTo(Duration.ofSeconds(12));
    }

    @Test
    void dispatch_postponesTransientFailuresLikeThrottles_butLeavesDeploymentFaultsToTheQueue() {
        Dispatcher dispatcher = dispatcher((target, name, input) -> input.contains("A-1")
                ? StartResult.retryable(RetryCause.TRANSIENT, "ServiceException (HTTP 500)")
                : StartResult.retryable(RetryCause.DEPLOYMENT_FAULT, "ResourceNotFoundException (HTTP 404)"));

        BatchReport report =
                dispatcher.dispatch(List.of(delivered("m1", order("A-1"), 3), delivered("m2", order("A-2"), 3)));

        assertThat(report.failedMessageIds()).containsExactly("m1", "m2");
        assertThat(redelivery.postponed()).extracting(Postponement::messageId).containsExactly("m1");
        assertThat(redelivery.postponed().get(0).delay()).isEqualTo(schedule.delay(3, 0.5));
    }

    @Test
    void dispatch_writesRetryMetrics_perCause_withTheHighestReceiveCount() {
        Dispatcher dispatcher = dispatcher((target, name, input) -> input.contains("A-1")
                ? StartResult.throttled("TooManyRequestsException")
                : StartResult.retryable(RetryCause.DEPLOYMENT_FAULT, "AccessDeniedException (HTTP 403)"));

        dispatcher.dispatch(List.of(
                delivered("m1", order("A-1"), 4), delivered("m2", order("A-2"), 9), delivered("m3", "not json", 1)));

        List<String> retryLines =
                lines.stream().filter(line -> line.contains("\"Throttled\"")).toList();
        assertThat(retryLines).hasSize(1);
        assertThat(retryLines.get(0))
                .contains("\"Throttled\":1", "\"DeploymentFaults\":1", "\"TransientFailures\":0")
                .contains(
                        "\"RetryReceiveCount\":9",
                        "\"RetryDelay\":[" + schedule.delay(4, 0.5).toSeconds() + "]")
                .contains("\"PostponeFailures\":0")
                .as("no dimensions: the construct's alarms watch the metric for every route at once")
                .contains("\"Namespace\":\"DurableDispatch\",\"Dimensions\":[[]]");
    }

    @Test
    void dispatch_writesNoRetryMetrics_whenNothingIsRetried() {
        Dispatcher dispatcher = dispatcher((target, name, input) -> StartResult.of(Outcome.ACCEPTED, ""));

        dispatcher.dispatch(List.of(delivered("m1", order("A-1"), 1)));

        assertThat(lines).noneMatch(line -> line.contains("\"Throttled\""));
        assertThat(redelivery.postponed()).isEmpty();
    }

    @Test
    void dispatch_countsPostponeFailures_andStillReturnsTheRecords() {
        redelivery.refuse();
        Dispatcher dispatcher = dispatcher((target, name, input) -> StartResult.throttled("ThrottlingException"));

        BatchReport report = dispatcher.dispatch(List.of(delivered("m1", order("A-1"), 2)));

        assertThat(report.failedMessageIds()).containsExactly("m1");
        assertThat(lines).anyMatch(line -> line.contains("\"PostponeFailures\":1"));
    }

    @Test
    void dispatch_postponesTheRestOfAThrottledFifoGroup_asNotStarted() {
        Dispatcher dispatcher = dispatcher((target, name, input) -> input.contains("A-1")
                ? StartResult.throttled("TooManyRequestsException")
                : StartResult.of(Outcome.ACCEPTED, ""));
        Delivery second = new Delivery(2, "handle-m2", "arn:aws:sqs:us-east-1:000000000000:q.fifo");

        BatchReport report = dispatcher.dispatch(List.of(
                InboundRecord.fifo("m1", order("A-1"), "g").withDelivery(second),
                InboundRecord.fifo("m2", order("A-2"), "g").withDelivery(second)));

        assertThat(report.failedMessageIds()).containsExactly("m1", "m2");
        assertThat(redelivery.postponed()).hasSize(2);
        assertThat(lines).anyMatch(line -> line.contains("\"Throttled\":1") && line.contains("\"NotStarted\":1"));
        assertThat(Optional.of(redelivery.postponed().get(1).delay())).contains(schedule.delay(2, 0.5));
    }
}
