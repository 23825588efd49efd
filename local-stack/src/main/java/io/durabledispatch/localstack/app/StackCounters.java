package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.ExecutionCounts;

/**
 * What the local stack has done so far, read from counters its parts keep while they work.
 *
 * @param recordsHandled records the event source mappings deleted after the dispatcher handled them (started,
 *     collapsed as duplicates or parked)
 * @param executions executions of both engines
 * @param streamRecordsRead records the Kinesis mappings checkpointed past (handled by the stream door, or given up)
 */
public record StackCounters(long recordsHandled, ExecutionCounts executions, long streamRecordsRead) {
    /** A stack without streams. */
    public StackCounters(long recordsHandled, ExecutionCounts executions) {
        this(recordsHandled, executions, 0);
    }
}
