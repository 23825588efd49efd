package io.durabledispatch.core.status;

import java.util.Optional;

/**
 * One execution as its engine shows it.
 *
 * @param status the engine's own word (RUNNING, SUCCEEDED, TIMED_OUT, ABORTED, ...)
 * @param result the execution's output as JSON text, once it SUCCEEDED
 * @param error what the engine says went wrong (type and message), once it ended without a result
 */
public record ExecutionState(
        String executionName,
        Optional<String> executionId,
        String status,
        Optional<String> result,
        Optional<String> error) {

    public Phase phase() {
        return Phase.of(status);
    }
}
