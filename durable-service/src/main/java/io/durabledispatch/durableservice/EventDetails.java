package io.durabledispatch.durableservice;

import java.time.Duration;
import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventError;
import software.amazon.awssdk.services.lambda.model.EventInput;
import software.amazon.awssdk.services.lambda.model.EventResult;
import software.amazon.awssdk.services.lambda.model.RetryDetails;

/**
 * The details member of each event type, written from an {@link Occurrence} (Lambda API Reference, each
 * {@code …Details} type): the execution's and contexts' here, the others in {@link WaitCallbackDetails} and
 * {@link StepInvokeDetails}. Where a type requires Result or Error it is always there, without a Payload when there
 * is none; optional members are left out when empty.
 */
final class EventDetails {
    private EventDetails() {}

    @FunctionalInterface
    interface Writer {
        void write(Event.Builder event, Occurrence occurrence);
    }

    static void executionStarted(Event.Builder e, Occurrence o) {
        ExecutionIdentity id = o.record().identity();
        e.executionStartedDetails(d -> d.input(EventInput.builder()
                        .payload(id.inputPayload())
                        .truncated(false)
                        .build())
                .executionTimeout((int) id.executionTimeoutSeconds()));
    }

    static void executionSucceeded(Event.Builder e, Occurrence o) {
        e.executionSucceededDetails(d -> d.result(result(o.record().result())));
    }

    static void executionFailed(Event.Builder e, Occurrence o) {
        e.executionFailedDetails(d -> d.error(error(o.record().error())));
    }

    static void executionTimedOut(Event.Builder e, Occurrence o) {
        e.executionTimedOutDetails(d -> d.error(error(o.record().error())));
    }

    static void executionStopped(Event.Builder e, Occurrence o) {
        e.executionStoppedDetails(d -> d.error(error(o.record().error())));
    }

    static void contextStarted(Event.Builder e, Occurrence o) {
        e.contextStartedDetails(d -> {});
    }

    static void contextSucceeded(Event.Builder e, Occurrence o) {
        e.contextSucceededDetails(
                d -> d.result(result(o.operation().contextDetails().result())));
    }

    static void contextFailed(Event.Builder e, Occurrence o) {
        e.contextFailedDetails(d -> d.error(error(o.operation().contextDetails().error())));
    }

    static EventResult result(String payload) {
        return EventResult.builder().payload(payload).truncated(false).build();
    }

    static EventError error(ErrorObject error) {
        return EventError.builder().payload(error).truncated(false).build();
    }

    /** An optional Error member: absent when there was no error. */
    static EventError errorIfAny(ErrorObject error) {
        return error == null ? null : error(error);
    }

    static EventInput inputIfAny(String payload) {
        return payload == null
                ? null
                : EventInput.builder().payload(payload).truncated(false).build();
    }

    static RetryDetails retry(Integer attempt, Integer nextDelaySeconds) {
        return RetryDetails.builder()
                .currentAttempt(attempt)
                .nextAttemptDelaySeconds(nextDelaySeconds)
                .build();
    }

    static int seconds(Instant from, Instant to) {
        return (int) Duration.between(from, to).toSeconds();
    }
}
