package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.ExecutionCounts;

/**
 * What the local stack has done so far, read from counters its parts keep while they work.
 *
 * @param recordsHandled records the event source mappings deleted after the dispatcher handled them (started,
 *     collapsed as duplicates or parked)
 * @param executions executions of both engines
 */
public record StackCounters(long recordsHandled, ExecutionCounts executions) {}
