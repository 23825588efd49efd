package io.durabledispatch.streams.core;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.AdmissionRequest;
import io.durabledispatch.core.parking.ParkingQueue;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;

/**
 * The stream door's batch service over the admission core. Plans every record first, then starts them on a bounded
 * executor, one lane per key: records with the same execution name run in shard order and a failure holds the
 * rest of its lane; different keys start concurrently. The answer names, per shard, the lowest sequence number
 * that is not acknowledged ({@link StreamAnswers}).
 */
public final class StreamDoor {
    private final Admission admission;
    private final RecordAdmission records;
    private final ExecutorService executor;
    private final Consumer<RecordResult> listener;

    /**
     * @param executor shared across batches; its thread count is the start concurrency
     * @param listener told every record's result, in batch order (logs)
     */
    public StreamDoor(
            Admission admission, ParkingQueue parking, ExecutorService executor, Consumer<RecordResult> listener) {
        this.admission = admission;
        this.records = new RecordAdmission(admission, parking);
        this.executor = executor;
        this.listener = listener;
    }

    public StreamAnswer admit(List<StreamRecord> batch) {
        List<CompletableFuture<List<Indexed>>> lanes = lanes(prepare(batch)).stream()
                .map(lane -> CompletableFuture.supplyAsync(() -> run(lane), executor))
                .toList();
        List<Indexed> done = new ArrayList<>();
        lanes.forEach(lane -> done.addAll(lane.join()));
        done.sort(Comparator.comparingInt(Indexed::index));
        List<RecordResult> results = done.stream().map(Indexed::result).toList();
        results.forEach(listener);
        return new StreamAnswer(StreamAnswers.retryFrom(results), results);
    }

    private List<Prepared> prepare(List<StreamRecord> batch) {
        List<Prepared> prepared = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            StreamRecord record = batch.get(i);
            prepared.add(new Prepared(i, record, plan(record)));
        }
        return prepared;
    }

    private Optional<PlanResult> plan(StreamRecord record) {
        return record.payload()
                .fold(
                        // Streams carry no key values outside the body, and no generation apart from it.
                        body -> planSafely(body.text()),
                        unreadable -> Optional.empty(),
                        removed -> Optional.empty());
    }

    /** A bug in planning leaves a body without a plan: that record fails alone (see {@link #admitSafely}). */
    private Optional<PlanResult> planSafely(String body) {
        try {
            return Optional.of(admission.plan(AdmissionRequest.of(body)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Collection<List<Prepared>> lanes(List<Prepared> prepared) {
        Map<String, List<Prepared>> lanes = new LinkedHashMap<>();
        prepared.forEach(
                p -> lanes.computeIfAbsent(p.lane(), lane -> new ArrayList<>()).add(p));
        return lanes.values();
    }

    private List<Indexed> run(List<Prepared> lane) {
        List<Indexed> results = new ArrayList<>();
        boolean held = false;
        for (Prepared prepared : lane) {
            RecordResult result = held ? held(prepared.record()) : admitSafely(prepared);
            held = held || !result.disposition().acknowledged();
            results.add(new Indexed(prepared.index(), result));
        }
        return results;
    }

    private static RecordResult held(StreamRecord record) {
        String reason = "an earlier record of its key failed";
        return new RecordResult(
                record, Disposition.HELD, reason, Dispatched.unplanned(Outcome.RETRYABLE, Optional.empty(), reason));
    }

    /** A bug costs one retry of one shard from this record, never the batch or the container. */
    private RecordResult admitSafely(Prepared prepared) {
        try {
            return records.admit(prepared);
        } catch (RuntimeException e) {
            String reason = "unexpected " + e.getClass().getSimpleName();
            return new RecordResult(
                    prepared.record(),
                    Disposition.FAILED,
                    reason,
                    Dispatched.unplanned(Outcome.RETRYABLE, Optional.empty(), reason));
        }
    }

    private record Indexed(int index, RecordResult result) {}
}
