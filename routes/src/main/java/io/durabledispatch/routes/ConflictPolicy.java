package io.durabledispatch.routes;

/** What to do with a record whose execution name already runs (or ran) with a different input. */
public enum ConflictPolicy {
    /** Send it to the parking queue with reason and fingerprints, then ack (the default). */
    PARK,
    /** First request wins: log and count the conflict, then ack without parking. */
    IGNORE
}
