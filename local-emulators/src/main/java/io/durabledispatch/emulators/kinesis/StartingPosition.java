package io.durabledispatch.emulators.kinesis;

/** Where a new mapping starts reading each shard (AT_TIMESTAMP is not played locally). */
public enum StartingPosition {
    /** The oldest record still in the shard. */
    TRIM_HORIZON,
    /** Only records added after the mapping started. */
    LATEST
}
