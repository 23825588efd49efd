package io.durabledispatch.emulators;

/**
 * How many executions an engine started and closed so far, kept as counters while they happen: reading them
 * costs the same with ten executions as with a million, unlike listing.
 */
public record ExecutionCounts(long started, long closed) {
    public static final ExecutionCounts NONE = new ExecutionCounts(0, 0);

    public long running() {
        return started - closed;
    }

    public ExecutionCounts plus(ExecutionCounts other) {
        return new ExecutionCounts(started + other.started, closed + other.closed);
    }
}
