package io.durabledispatch.dispatcher.core;

import java.util.Optional;

/**
 * The result of one record, as logged and reported.
 *
 * @param reason a reason code for everything but a plain start, e.g. NO_ROUTE, THROTTLED
 * @param latencyMillis time spent starting the workflow (0 when no start was attempted)
 */
public record RecordOutcome(
        String messageId,
        Outcome outcome,
        Optional<String> route,
        Optional<String> operation,
        Optional<String> executionName,
        Optional<String> keyHash,
        Optional<String> reason,
        long latencyMillis) {

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
