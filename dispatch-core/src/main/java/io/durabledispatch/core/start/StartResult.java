package io.durabledispatch.core.start;

import io.durabledispatch.core.plan.Reason;
import java.util.Optional;

/**
 * What a target said to one start.
 *
 * @param reason set for CONFLICT and INVALID
 * @param detail a short explanation for logs and parking (never the payload)
 * @param existingInputFingerprint for conflicts where the engine showed the existing input
 * @param retryCause set for RETRYABLE, and only for it
 * @param existingStatus for duplicates where the engine showed the existing execution's status
 * @param executionId the engine's id of the execution under the name (an ARN), when its answer carried one
 */
public record StartResult(
        Outcome outcome,
        Optional<Reason> reason,
        String detail,
        Optional<String> existingInputFingerprint,
        Optional<RetryCause> retryCause,
        Optional<String> existingStatus,
        Optional<String> executionId) {
    public StartResult {
        if ((outcome == Outcome.RETRYABLE) != retryCause.isPresent()) {
            throw new IllegalArgumentException("a retry cause goes with RETRYABLE and only with it, was " + outcome);
        }
    }

    public StartResult(
            Outcome outcome,
            Optional<Reason> reason,
            String detail,
            Optional<String> existingInputFingerprint,
            Optional<RetryCause> retryCause,
            Optional<String> existingStatus) {
        this(outcome, reason, detail, existingInputFingerprint, retryCause, existingStatus, Optional.empty());
    }

    public StartResult(
            Outcome outcome,
            Optional<Reason> reason,
            String detail,
            Optional<String> existingInputFingerprint,
            Optional<RetryCause> retryCause) {
        this(outcome, reason, detail, existingInputFingerprint, retryCause, Optional.empty());
    }

    /** This answer, naming the execution's id (ARN) the engine returned; a null id leaves it unnamed. */
    public StartResult withExecutionId(String id) {
        return new StartResult(
                outcome, reason, detail, existingInputFingerprint, retryCause, existingStatus, Optional.ofNullable(id));
    }

    /** The execution exists with the same input; {@code status} is what the engine says it is now. */
    public static StartResult duplicate(String status) {
        return new StartResult(
                Outcome.DUPLICATE,
                Optional.empty(),
                "existing execution is " + status,
                Optional.empty(),
                Optional.empty(),
                Optional.of(status));
    }

    /** An acknowledged outcome: STARTED, DUPLICATE or ACCEPTED. */
    public static StartResult of(Outcome outcome, String detail) {
        return new StartResult(outcome, Optional.empty(), detail, Optional.empty(), Optional.empty());
    }

    public static StartResult conflict(String detail, Optional<String> existingInputFingerprint) {
        return new StartResult(
                Outcome.CONFLICT,
                Optional.of(Reason.INPUT_CONFLICT),
                detail,
                existingInputFingerprint,
                Optional.empty());
    }

    public static StartResult invalid(String detail) {
        return new StartResult(
                Outcome.INVALID, Optional.of(Reason.TARGET_REJECTED_INPUT), detail, Optional.empty(), Optional.empty());
    }

    public static StartResult retryable(RetryCause cause, String detail) {
        return new StartResult(Outcome.RETRYABLE, Optional.empty(), detail, Optional.empty(), Optional.of(cause));
    }

    public static StartResult throttled(String detail) {
        return retryable(RetryCause.THROTTLED, detail);
    }
}
