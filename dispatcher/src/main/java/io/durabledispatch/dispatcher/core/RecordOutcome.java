package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import java.util.Map;
import java.util.Optional;

/**
 * The result of one record, as logged and reported.
 *
 * @param reason a reason code for everything but a plain start, e.g. NO_ROUTE, THROTTLED
 * @param latencyMillis time spent starting the workflow (0 when no start was attempted)
 * @param existingStatus for a DUPLICATE whose engine showed it: the existing execution's status, e.g. FAILED
 * @param tenant the normalised tenant, once planned (an opt-in metrics dimension)
 */
public record RecordOutcome(
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
    /** Statuses of an existing execution that ended without doing its work: a resend of it is worth a look. */
    static final java.util.Set<String> ENDED_UNFINISHED = java.util.Set.of("FAILED", "TIMED_OUT", "ABORTED", "STOPPED");

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

    /** The door-neutral part, as every door's log line carries it. */
    public Dispatched dispatched() {
        return new Dispatched(
                outcome, route, operation, executionName, keyHash, reason, latencyMillis, existingStatus, tenant);
    }

    /** The line every door writes, as the SQS door writes it: door {@code sqs}, the message id as request id. */
    public DoorLine line() {
        return new DoorLine(Door.SQS, messageId, Map.of(), dispatched());
    }

    /** A DUPLICATE of an execution that FAILED, TIMED_OUT or was stopped: a resend that will never run again. */
    public boolean resendOfFailed() {
        return outcome == Outcome.DUPLICATE
                && existingStatus.filter(ENDED_UNFINISHED::contains).isPresent();
    }

    static String blockedReason(String group) {
        return "an earlier record of message group " + group + " failed";
    }

    static RecordOutcome failed(InboundRecord record, String reason) {
        return new RecordOutcome(
                record.messageId(),
                Outcome.RETRYABLE,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.of(reason),
                0);
    }
}
