package io.durabledispatch.core.start;

/** The one outcome of a record (see docs/reference/design.md, "Outcomes"). */
public enum Outcome {
    /** A new execution was created. */
    STARTED,
    /** An execution with this name and the same input already exists. */
    DUPLICATE,
    /** The engine took the start but does not say whether it was new or a duplicate (Lambda, see ADR 001). */
    ACCEPTED,
    /** Same name, different input: parked (or ignored, per route), never retried. */
    CONFLICT,
    /** The record can never start: parked with its reason. */
    INVALID,
    /** Worth another delivery: reported in batchItemFailures. */
    RETRYABLE;

    /** Whether the record leaves the source queue (everything but RETRYABLE). */
    public boolean acked() {
        return this != RETRYABLE;
    }
}
