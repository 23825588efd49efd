package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import java.util.Map;
import java.util.Optional;

/**
 * The result of one record, as logged and reported: its message id and what became of it in the words every door
 * uses ({@link Dispatched}).
 */
public record RecordOutcome(String messageId, Dispatched dispatched) {
    /** Statuses of an existing execution that ended without doing its work: a resend of it is worth a look. */
    static final java.util.Set<String> ENDED_UNFINISHED = java.util.Set.of("FAILED", "TIMED_OUT", "ABORTED", "STOPPED");

    /**
     * @param reason a reason code for everything but a plain start, e.g. NO_ROUTE, THROTTLED
     * @param latencyMillis time spent starting the workflow (0 when no start was attempted)
     * @param existingStatus for a DUPLICATE whose engine showed it: the existing execution's status, e.g. FAILED
     * @param tenant the normalised tenant, once planned (an opt-in metrics dimension)
     */
    public RecordOutcome(
            String messageId,
            Outcome outcome,
            Optional<String> route,
            Optional<String> operation,
            Optional<String> executionName,
            Optional<String> keyHash,
            Optional<String> reason,
            long latencyMillis,
            Optional<String> existingStatus,
            Optional<String> tenant) {
        this(
                messageId,
                new Dispatched(
                        outcome,
                        route,
                        operation,
                        executionName,
                        keyHash,
                        reason,
                        latencyMillis,
                        existingStatus,
                        tenant));
    }

    public RecordOutcome(
            String messageId,
            Outcome outcome,
            Optional<String> route,
            Optional<String> operation,
            Optional<String> executionName,
            Optional<String> keyHash,
            Optional<String> reason,
            long latencyMillis) {
        this(
                messageId,
                outcome,
                route,
                operation,
                executionName,
                keyHash,
                reason,
                latencyMillis,
                Optional.empty(),
                Optional.empty());
    }

    public Outcome outcome() {
        return dispatched.outcome();
    }

    public Optional<String> route() {
        return dispatched.route();
    }

    public Optional<String> operation() {
        return dispatched.operation();
    }

    public Optional<String> executionName() {
        return dispatched.executionName();
    }

    public Optional<String> keyHash() {
        return dispatched.keyHash();
    }

    public Optional<String> reason() {
        return dispatched.reason();
    }

    public long latencyMillis() {
        return dispatched.latencyMillis();
    }

    public Optional<String> existingStatus() {
        return dispatched.existingStatus();
    }

    public Optional<String> tenant() {
        return dispatched.tenant();
    }

    /** The line every door writes, as the SQS door writes it: door {@code sqs}, the message id as request id. */
    public DoorLine line() {
        return new DoorLine(Door.SQS, messageId, Map.of(), dispatched());
    }

    /** A DUPLICATE of an execution that FAILED, TIMED_OUT or was stopped: a resend that will never run again. */
    public boolean resendOfFailed() {
        return outcome() == Outcome.DUPLICATE
                && existingStatus().filter(ENDED_UNFINISHED::contains).isPresent();
    }

    static String blockedReason(String group) {
        return "an earlier record of message group " + group + " failed";
    }

    static RecordOutcome failed(InboundRecord record, String reason) {
        return new RecordOutcome(record.messageId(), Dispatched.unplanned(Outcome.RETRYABLE, Optional.empty(), reason));
    }
}
