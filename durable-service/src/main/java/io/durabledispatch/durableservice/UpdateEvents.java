package io.durabledispatch.durableservice;

import java.time.Duration;
import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;
import software.amazon.awssdk.services.lambda.model.RetryDetails;

/** The history event a checkpointed update produces (EXECUTION updates close the execution: see Lifecycle). */
final class UpdateEvents {
    private UpdateEvents() {}

    static void record(ExecutionRecord record, OperationUpdate update, Operation op, Instant now) {
        switch (update.type()) {
            case STEP -> step(record, update, op, now);
            case WAIT -> wait(record, update, op, now);
            case CALLBACK ->
                History.append(
                        record,
                        EventType.CALLBACK_STARTED,
                        op,
                        now,
                        e -> e.callbackStartedDetails(d -> d.callbackId(
                                        op.callbackDetails().callbackId())
                                .timeout(
                                        update.callbackOptions() == null
                                                ? null
                                                : update.callbackOptions().timeoutSeconds())
                                .heartbeatTimeout(
                                        update.callbackOptions() == null
                                                ? null
                                                : update.callbackOptions().heartbeatTimeoutSeconds())));
            case CONTEXT -> context(record, update, op, now);
            default -> {}
        }
    }

    private static void step(ExecutionRecord record, OperationUpdate update, Operation op, Instant now) {
        Integer attempt = op.stepDetails() == null ? null : op.stepDetails().attempt();
        switch (update.action()) {
            case START -> History.append(record, EventType.STEP_STARTED, op, now, e -> e.stepStartedDetails(d -> {}));
            case SUCCEED ->
                History.append(
                        record,
                        EventType.STEP_SUCCEEDED,
                        op,
                        now,
                        e -> e.stepSucceededDetails(
                                d -> d.result(History.result(update.payload())).retryDetails(retry(attempt, null))));
            case FAIL ->
                History.append(
                        record,
                        EventType.STEP_FAILED,
                        op,
                        now,
                        e -> e.stepFailedDetails(
                                d -> d.error(History.error(update.error())).retryDetails(retry(attempt, null))));
            default ->
                History.append(
                        record,
                        EventType.STEP_FAILED,
                        op,
                        now,
                        e -> e.stepFailedDetails(d -> d.error(History.error(update.error()))
                                .retryDetails(
                                        retry(attempt, update.stepOptions().nextAttemptDelaySeconds()))));
        }
    }

    private static void wait(ExecutionRecord record, OperationUpdate update, Operation op, Instant now) {
        switch (update.action()) {
            case CANCEL ->
                History.append(
                        record,
                        EventType.WAIT_CANCELLED,
                        op,
                        now,
                        e -> e.waitCancelledDetails(d -> d.error(History.error(update.error()))));
            default ->
                History.append(
                        record,
                        EventType.WAIT_STARTED,
                        op,
                        now,
                        e -> e.waitStartedDetails(d -> d.duration(seconds(
                                        op.startTimestamp(), op.waitDetails().scheduledEndTimestamp()))
                                .scheduledEndTimestamp(op.waitDetails().scheduledEndTimestamp())));
        }
    }

    private static void context(ExecutionRecord record, OperationUpdate update, Operation op, Instant now) {
        switch (update.action()) {
            case START ->
                History.append(record, EventType.CONTEXT_STARTED, op, now, e -> e.contextStartedDetails(d -> {}));
            case SUCCEED ->
                History.append(
                        record,
                        EventType.CONTEXT_SUCCEEDED,
                        op,
                        now,
                        e -> e.contextSucceededDetails(d -> d.result(History.result(update.payload()))));
            default ->
                History.append(
                        record,
                        EventType.CONTEXT_FAILED,
                        op,
                        now,
                        e -> e.contextFailedDetails(d -> d.error(History.error(update.error()))));
        }
    }

    static int seconds(Instant from, Instant to) {
        return (int) Duration.between(from, to).toSeconds();
    }

    private static RetryDetails retry(Integer attempt, Integer nextDelaySeconds) {
        return RetryDetails.builder()
                .currentAttempt(attempt)
                .nextAttemptDelaySeconds(nextDelaySeconds)
                .build();
    }
}
