package io.durabledispatch.console;

import java.time.Instant;
import java.util.Optional;

/**
 * One checkpointed operation of an execution: a step, a wait, a callback, a child context.
 *
 * @param type STEP, WAIT, CALLBACK, CONTEXT, ... as the engine names it
 * @param status STARTED, PENDING, READY, SUCCEEDED, FAILED, ...
 * @param attempts how many times a step ran (0 for operations that do not retry)
 * @param callbackId set for callbacks, the id to complete or fail them with
 * @param detail the result or error, short, when there is one
 */
public record OperationRecord(
        String id,
        String type,
        String name,
        String status,
        int attempts,
        Optional<Instant> startedAt,
        Optional<Instant> endedAt,
        Optional<String> callbackId,
        Optional<String> detail) {

    /** A callback nobody answered yet: the console offers complete and fail for these. */
    public boolean awaitingCallback() {
        return "CALLBACK".equals(type) && callbackId.isPresent() && endedAt.isEmpty();
    }
}
