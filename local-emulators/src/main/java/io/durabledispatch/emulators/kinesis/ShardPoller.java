package io.durabledispatch.emulators.kinesis;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One shard under a mapping, one batch at a time so the shard's order holds. Records read but not yet behind the
 * checkpoint wait in {@code pending}; a batch is always its front. A success moves the checkpoint past the batch;
 * a partial failure past the records before the reported one; a function error bisects the batch (the halves go
 * into {@code plan}, the sizes of the next batches) or counts a retry. Past MaximumRetryAttempts, or once the
 * front records are older than MaximumRecordAgeInSeconds, the records are described to the on-failure destination
 * and the checkpoint moves past them.
 */
final class ShardPoller {
    /** What one round did: the mapping's thread pauses after IDLE and FAILED rounds. */
    enum Round {
        IDLE,
        DELIVERED,
        FAILED
    }

    private final String shardId;
    private final StreamReader reader;
    private final StreamMappingSettings settings;
    private final Function<List<StreamRecord>, BatchOutcome> invoke;
    private final GiveUp giveUp;
    private final Clock clock;
    private final StreamMappingStats stats;
    private final List<StreamRecord> pending = new ArrayList<>();
    private final Deque<Integer> plan = new ArrayDeque<>();
    private Optional<String> iterator;
    private String failedHead = "";
    private int failures;
    private boolean lastWasFunctionError;

    /** Sends the description of records given up on; the poller then checkpoints past them. */
    @FunctionalInterface
    interface GiveUp {
        void send(FailureCondition condition, List<StreamRecord> records, int invocations, boolean functionError);
    }

    ShardPoller(
            String shardId,
            StreamReader reader,
            StreamMappingSettings settings,
            Function<List<StreamRecord>, BatchOutcome> invoke,
            GiveUp giveUp,
            Clock clock,
            StreamMappingStats stats) {
        this.shardId = shardId;
        this.reader = reader;
        this.settings = settings;
        this.invoke = invoke;
        this.giveUp = giveUp;
        this.clock = clock;
        this.stats = stats;
        this.iterator = Optional.of(reader.iterator(shardId, settings.startingPosition()));
    }

    /** Reads what is there, drops expired records, and delivers at most one batch. */
    Round step() {
        fill();
        expire();
        if (pending.isEmpty()) return Round.IDLE;
        int size = Math.min(plan.isEmpty() ? settings.batchSize() : plan.peek(), pending.size());
        List<StreamRecord> batch = List.copyOf(pending.subList(0, size));
        stats.invoked(size);
        BatchOutcome outcome = invoke.apply(batch);
        return outcome.fold(
                success -> {
                    acknowledge(size);
                    return Round.DELIVERED;
                },
                partial -> {
                    partial(batch, partial.failedIndex());
                    return Round.FAILED;
                },
                failed -> {
                    failed(batch, failed.functionError());
                    return Round.FAILED;
                });
    }

    private void fill() {
        if (iterator.isEmpty() || pending.size() >= settings.batchSize()) return;
        StreamReader.Page page = reader.read(shardId, iterator.get(), settings.batchSize() - pending.size());
        pending.addAll(page.records());
        iterator = page.next();
    }

    /** Records of a shard arrive in order, so the expired ones are a prefix of {@code pending}. */
    private void expire() {
        if (settings.maxRecordAge().isEmpty()) return;
        Instant oldestAllowed = clock.instant().minus(settings.maxRecordAge().get());
        int expired = 0;
        while (expired < pending.size() && pending.get(expired).arrival().isBefore(oldestAllowed)) expired++;
        if (expired == 0) return;
        List<StreamRecord> old = List.copyOf(pending.subList(0, expired));
        int invocations = old.get(0).sequenceNumber().equals(failedHead) ? failures : 0;
        giveUp.send(FailureCondition.RECORD_AGE_EXCEEDED, old, invocations, lastWasFunctionError);
        stats.discarded(expired);
        acknowledge(expired);
    }

    /** Lambda retries from the reported record; with bisect on, only the rest of this batch. */
    private void partial(List<StreamRecord> batch, int failedIndex) {
        boolean planned = !plan.isEmpty();
        acknowledge(failedIndex);
        if (!planned && settings.bisectOnError()) plan.push(batch.size() - failedIndex);
        failedAttempt(batch.subList(failedIndex, batch.size()), false);
    }

    /** Splitting a batch does not count as a retry; a single record cannot be split. */
    private void failed(List<StreamRecord> batch, boolean functionError) {
        if (functionError) stats.functionError();
        if (functionError && settings.bisectOnError() && batch.size() > 1) {
            if (!plan.isEmpty()) plan.pop();
            int first = (batch.size() + 1) / 2;
            plan.push(batch.size() - first);
            plan.push(first);
            return;
        }
        failedAttempt(batch, functionError);
    }

    /** Counts the failure against the records from {@code failed}'s first; past the limit, gives up on them. */
    private void failedAttempt(List<StreamRecord> failed, boolean functionError) {
        String head = failed.get(0).sequenceNumber();
        if (!head.equals(failedHead)) {
            failedHead = head;
            failures = 0;
        }
        failures++;
        lastWasFunctionError = functionError;
        if (!settings.retriesExhausted(failures)) return;
        giveUp.send(FailureCondition.RETRY_ATTEMPTS_EXHAUSTED, List.copyOf(failed), failures, functionError);
        stats.discarded(failed.size());
        acknowledge(failed.size());
    }

    /** Moves the checkpoint past the first {@code count} pending records; planned batch sizes shrink with it. */
    private void acknowledge(int count) {
        if (count == 0) return;
        StreamRecord last = pending.get(count - 1);
        pending.subList(0, count).clear();
        int left = count;
        while (left > 0 && !plan.isEmpty()) {
            int next = plan.pop();
            if (next > left) plan.push(next - left);
            left -= Math.min(next, left);
        }
        stats.acknowledged(shardId, last.sequenceNumber(), count);
    }
}
