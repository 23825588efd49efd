package io.durabledispatch.emulators.kinesis;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** What a Kinesis mapping did so far; read by tests and summaries. */
public final class StreamMappingStats {
    private final AtomicLong invocations = new AtomicLong();
    private final AtomicLong records = new AtomicLong();
    private final AtomicLong acknowledged = new AtomicLong();
    private final AtomicLong functionErrors = new AtomicLong();
    private final AtomicLong discarded = new AtomicLong();
    private final Map<String, String> checkpoints = new ConcurrentHashMap<>();

    void invoked(int batchSize) {
        invocations.incrementAndGet();
        records.addAndGet(batchSize);
    }

    void functionError() {
        functionErrors.incrementAndGet();
    }

    void acknowledged(String shardId, String sequenceNumber, int count) {
        acknowledged.addAndGet(count);
        checkpoints.put(shardId, sequenceNumber);
    }

    void discarded(int count) {
        discarded.addAndGet(count);
    }

    public long invocations() {
        return invocations.get();
    }

    /** Records handed to the function, redeliveries included. */
    public long records() {
        return records.get();
    }

    /** Records behind a checkpoint: delivered successfully or given up on. */
    public long acknowledged() {
        return acknowledged.get();
    }

    public long functionErrors() {
        return functionErrors.get();
    }

    /** Records given up on (retries exhausted or too old), described to the on-failure destination. */
    public long discarded() {
        return discarded.get();
    }

    /** Per shard, the sequence number the mapping checkpointed after. */
    public Map<String, String> checkpoints() {
        return Map.copyOf(checkpoints);
    }
}
