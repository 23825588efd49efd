package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.EventDetails.error;
import static io.durabledispatch.durableservice.EventDetails.errorIfAny;
import static io.durabledispatch.durableservice.EventDetails.result;
import static io.durabledispatch.durableservice.EventDetails.seconds;

import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.Operation;

/** The details of wait and callback events (see {@link EventDetails}). */
final class WaitCallbackDetails {
    private WaitCallbackDetails() {}

    static void waitStarted(Event.Builder e, Occurrence o) {
        Instant end = o.operation().waitDetails().scheduledEndTimestamp();
        e.waitStartedDetails(
                d -> d.duration(seconds(o.operation().startTimestamp(), end)).scheduledEndTimestamp(end));
    }

    static void waitSucceeded(Event.Builder e, Occurrence o) {
        Operation wait = o.operation();
        e.waitSucceededDetails(d ->
                d.duration(seconds(wait.startTimestamp(), wait.waitDetails().scheduledEndTimestamp())));
    }

    static void waitCancelled(Event.Builder e, Occurrence o) {
        e.waitCancelledDetails(d -> d.error(errorIfAny(o.update().error())));
    }

    static void callbackStarted(Event.Builder e, Occurrence o) {
        var options = o.update().callbackOptions();
        e.callbackStartedDetails(
                d -> d.callbackId(o.operation().callbackDetails().callbackId())
                        .timeout(options == null ? null : options.timeoutSeconds())
                        .heartbeatTimeout(options == null ? null : options.heartbeatTimeoutSeconds()));
    }

    static void callbackSucceeded(Event.Builder e, Occurrence o) {
        e.callbackSucceededDetails(
                d -> d.result(result(o.operation().callbackDetails().result())));
    }

    static void callbackFailed(Event.Builder e, Occurrence o) {
        e.callbackFailedDetails(
                d -> d.error(error(o.operation().callbackDetails().error())));
    }

    static void callbackTimedOut(Event.Builder e, Occurrence o) {
        e.callbackTimedOutDetails(
                d -> d.error(error(o.operation().callbackDetails().error())));
    }
}
