package io.durabledispatch.dispatcher.core;

import io.durabledispatch.dispatcher.core.plan.Planner;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * The core service: starts a batch's records in parallel on a bounded executor, one lane per record, or per
 * message group on FIFO queues so that a group keeps its order and stops at its first failure.
 */
public final class Dispatcher {
    private final RecordProcessor processor;
    private final ExecutorService executor;
    private final DispatchTelemetry telemetry;

    /** @param executor shared across batches; its thread count is the start concurrency */
    public Dispatcher(
            Planner planner,
            TargetStarters starters,
            ParkingQueue parking,
            ExecutorService executor,
            DispatchTelemetry telemetry) {
        this.processor = new RecordProcessor(planner, starters, parking);
        this.executor = executor;
        this.telemetry = telemetry;
    }

    public BatchReport dispatch(List<InboundRecord> records) {
        List<CompletableFuture<List<Indexed>>> lanes = Lanes.of(records).stream()
                .map(lane -> CompletableFuture.supplyAsync(() -> run(lane), executor))
                .toList();
        List<Indexed> done = new ArrayList<>();
        lanes.forEach(lane -> done.addAll(lane.join()));
        done.sort(Comparator.comparingInt(Indexed::index));
        BatchReport report = new BatchReport(done.stream().map(Indexed::outcome).toList());
        telemetry.batch(report);
        return report;
    }

    private List<Indexed> run(Lanes.Lane lane) {
        List<Indexed> outcomes = new ArrayList<>();
        boolean blocked = false;
        for (Lanes.Entry entry : lane.entries()) {
            RecordOutcome outcome =
                    blocked ? RecordOutcome.blocked(entry.record(), lane.group()) : processSafely(entry.record());
            blocked = blocked || (lane.ordered() && !outcome.outcome().acked());
            telemetry.record(outcome);
            outcomes.add(new Indexed(entry.index(), outcome));
        }
        return outcomes;
    }

    /** A bug in planning must cost one retry of one record, never the batch (the processor does not throw). */
    private RecordOutcome processSafely(InboundRecord record) {
        try {
            return processor.process(record);
        } catch (RuntimeException e) {
            return RecordOutcome.failed(record, "unexpected " + e.getClass().getSimpleName());
        }
    }

    private record Indexed(int index, RecordOutcome outcome) {}
}
