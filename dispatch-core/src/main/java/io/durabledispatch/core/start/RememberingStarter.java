package io.durabledispatch.core.start;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.routes.Target;
import java.time.Duration;
import java.util.Optional;

/**
 * Lambda answers a duplicate start like a new one (ACCEPTED either way). This starter remembers what it saw
 * accepted and reports a repeat of the same name and input inside the memory's window as DUPLICATE; with
 * {@code skipEngine} it does not call the engine at all (saving start quota). Anything it does not remember, or
 * remembers with another input, goes to the engine, whose answer (CONFLICT included) is returned unchanged.
 */
public final class RememberingStarter<T extends Target> implements WorkflowStarter<T> {
    private final WorkflowStarter<T> engine;
    private final DuplicateMemory memory;
    private final boolean skipEngine;

    public RememberingStarter(WorkflowStarter<T> engine, DuplicateMemory memory, boolean skipEngine) {
        this.engine = engine;
        this.memory = memory;
        this.skipEngine = skipEngine;
    }

    @Override
    public StartResult start(T target, String executionName, String canonicalInput) {
        String key = target.describe() + "/" + executionName;
        String fingerprint = Sha256.hex(canonicalInput);
        Optional<Duration> ago = memory.acceptedAgo(key, fingerprint);
        if (ago.isPresent() && skipEngine) return remembered(ago.get());
        StartResult result = engine.start(target, executionName, canonicalInput);
        if (result.outcome() == Outcome.ACCEPTED && ago.isPresent()) return remembered(ago.get());
        if (accepted(result.outcome())) memory.accepted(key, fingerprint);
        return result;
    }

    private static boolean accepted(Outcome outcome) {
        return switch (outcome) {
            case STARTED, ACCEPTED, DUPLICATE -> true;
            case CONFLICT, INVALID, RETRYABLE -> false;
        };
    }

    private static StartResult remembered(Duration ago) {
        return StartResult.of(
                Outcome.DUPLICATE, "accepted with the same input " + ago.toMillis() + " ms ago (this container)");
    }
}
