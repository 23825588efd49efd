package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.parking.ParkingQueue;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.TargetStarters;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * The SQS door's batch service over the admission core: starts a batch's records in parallel on a bounded executor, one lane per record, or per
 * message group on FIFO queues so that a group keeps its order and stops at its first failure. Once the
 * invocation's remaining time falls below the deadline margin no further record is started: those go back to
 * the queue with the failed ones, and {@link Retries} tells the queue when to show each again.
 */
public final class Dispatcher {
    private static final int MARGIN_SHARE = 6;

    private final RecordProcessor processor;
    private final ExecutorService executor;
    private final DispatchTelemetry telemetry;
    private final Retries retries;
    private final Duration deadlineMargin;

    /**
     * @param executor shared across batches; its thread count is the start concurrency
     * @param deadlineMargin time left in the invocation below which no further record is started
     */
    public Dispatcher(
            Planner planner,
            TargetStarters starters,
            ParkingQueue parking,
            ExecutorService executor,
            DispatchTelemetry telemetry,
            Retries retries,
            Duration deadlineMargin) {
        this(
                new Admission(planner, starters, new RetryHints(retries.schedule())),
                parking,
                executor,
                telemetry,
                retries,
                deadlineMargin);
    }

    /** @param admission the core every door shares; this door adds lanes, deadlines, parking and redelivery */
    public Dispatcher(
            Admission admission,
            ParkingQueue parking,
            ExecutorService executor,
            DispatchTelemetry telemetry,
            Retries retries,
            Duration deadlineMargin) {
        this.processor = new RecordProcessor(admission, parking);
        this.executor = executor;
        this.telemetry = telemetry;
        this.retries = retries;
        this.deadlineMargin = deadlineMargin;
    }

    public BatchReport dispatch(List<InboundRecord> records) {
        return dispatch(records, RemainingTime.UNLIMITED);
    }

    public BatchReport dispatch(List<InboundRecord> records, RemainingTime remainingTime) {
        Duration margin = marginFor(remainingTime.remaining());
        List<CompletableFuture<List<Indexed>>> lanes = Lanes.of(records).stream()
                .map(lane -> CompletableFuture.supplyAsync(() -> run(lane, remainingTime, margin), executor))
                .toList();
        List<Indexed> done = new ArrayList<>();
        lanes.forEach(lane -> done.addAll(lane.join()));
        done.sort(Comparator.comparingInt(Indexed::index));
        List<Attempt> attempts = done.stream().map(Indexed::attempt).toList();
        RetrySummary retried = retries.postpone(attempts);
        BatchReport report =
                new BatchReport(attempts.stream().map(Attempt::outcome).toList());
        telemetry.batch(report, retried);
        return report;
    }

    /**
     * The configured margin, but never more than a sixth of the time the invocation had when the batch began (the
     * default 5 s is a sixth of the default 30 s timeout): a function with a short timeout still spends most of it
     * starting records, instead of returning them unstarted on every delivery.
     */
    private Duration marginFor(Duration atStart) {
        Duration share = atStart.dividedBy(MARGIN_SHARE);
        return deadlineMargin.compareTo(share) > 0 ? share : deadlineMargin;
    }

    private List<Indexed> run(Lanes.Lane lane, RemainingTime remainingTime, Duration margin) {
        List<Indexed> attempts = new ArrayList<>();
        boolean blocked = false;
        for (Lanes.Entry entry : lane.entries()) {
            Attempt attempt = blocked
                    ? Attempt.notStarted(entry.record(), RecordOutcome.blockedReason(lane.group()))
                    : startUnlessOutOfTime(entry.record(), remainingTime, margin);
            blocked = blocked || (lane.ordered() && !attempt.outcome().outcome().acked());
            telemetry.record(attempt.outcome());
            attempts.add(new Indexed(entry.index(), attempt));
        }
        return attempts;
    }

    private Attempt startUnlessOutOfTime(InboundRecord record, RemainingTime remainingTime, Duration margin) {
        Duration left = remainingTime.remaining();
        if (left.compareTo(margin) <= 0) {
            return Attempt.notStarted(
                    record, "deadline: " + left.toMillis() + " ms left, margin " + margin.toMillis() + " ms");
        }
        return processSafely(record);
    }

    /** A bug in planning must cost one retry of one record, never the batch (the processor does not throw). */
    private Attempt processSafely(InboundRecord record) {
        try {
            return processor.process(record);
        } catch (RuntimeException e) {
            return Attempt.retry(
                    record,
                    RecordOutcome.failed(record, "unexpected " + e.getClass().getSimpleName()),
                    RetryCause.DEPLOYMENT_FAULT);
        }
    }

    private record Indexed(int index, Attempt attempt) {}
}
