package io.durabledispatch.streams.core;

/** What became of one record, and whether its shard may move past it. */
public enum Disposition {
    /** The engine took the start. */
    STARTED,
    /** An execution with this name and input exists. */
    DUPLICATE,
    /** Same key, other content, and the route ignores conflicts: the first request won. */
    CONFLICT_IGNORED,
    /** It can never start (INVALID, or CONFLICT under the park policy) and is on the parking queue. */
    PARKED,
    /** A DynamoDB REMOVE: nothing to start. */
    REMOVED,
    /** Worth another try (throttled, engine error, parking failed): its shard is retried from here. */
    FAILED,
    /** Not tried: an earlier record with the same key failed in this batch, and a key keeps its order. */
    HELD;

    public boolean acknowledged() {
        return switch (this) {
            case STARTED, DUPLICATE, CONFLICT_IGNORED, PARKED, REMOVED -> true;
            case FAILED, HELD -> false;
        };
    }
}
