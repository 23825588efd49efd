package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.EventDetails.error;
import static io.durabledispatch.durableservice.EventDetails.inputIfAny;
import static io.durabledispatch.durableservice.EventDetails.result;
import static io.durabledispatch.durableservice.EventDetails.retry;

import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.StepDetails;

/**
 * The details of step and chained-invoke events (see {@link EventDetails}). A step's RetryDetails carry the
 * attempts ended so far and, for a RETRY, the delay before the next one.
 */
final class StepInvokeDetails {
    private StepInvokeDetails() {}

    static void stepStarted(Event.Builder e, Occurrence o) {
        e.stepStartedDetails(d -> {});
    }

    static void stepSucceeded(Event.Builder e, Occurrence o) {
        StepDetails step = o.operation().stepDetails();
        e.stepSucceededDetails(d -> d.result(result(step.result())).retryDetails(retry(step.attempt(), null)));
    }

    static void stepFailed(Event.Builder e, Occurrence o) {
        StepDetails step = o.operation().stepDetails();
        e.stepFailedDetails(d -> d.error(error(step.error())).retryDetails(retry(step.attempt(), null)));
    }

    static void stepRetrySucceeded(Event.Builder e, Occurrence o) {
        StepDetails step = o.operation().stepDetails();
        e.stepSucceededDetails(d -> d.result(result(step.result())).retryDetails(retry(step.attempt(), delay(o))));
    }

    static void stepRetryFailed(Event.Builder e, Occurrence o) {
        StepDetails step = o.operation().stepDetails();
        e.stepFailedDetails(d -> d.error(error(step.error())).retryDetails(retry(step.attempt(), delay(o))));
    }

    private static Integer delay(Occurrence o) {
        return o.update().stepOptions().nextAttemptDelaySeconds();
    }

    static void chainedInvokeStarted(Event.Builder e, Occurrence o) {
        Occurrence.Target target = o.target();
        e.chainedInvokeStartedDetails(d -> d.functionName(target.invoke().functionName())
                .tenantId(target.invoke().tenantId())
                .input(inputIfAny(target.invoke().payload()))
                .executedVersion(target.executedVersion())
                .durableExecutionArn(target.durableExecutionArn()));
    }

    static void chainedInvokeSucceeded(Event.Builder e, Occurrence o) {
        e.chainedInvokeSucceededDetails(
                d -> d.result(result(o.operation().chainedInvokeDetails().result())));
    }

    static void chainedInvokeFailed(Event.Builder e, Occurrence o) {
        e.chainedInvokeFailedDetails(
                d -> d.error(error(o.operation().chainedInvokeDetails().error())));
    }

    static void chainedInvokeTimedOut(Event.Builder e, Occurrence o) {
        e.chainedInvokeTimedOutDetails(
                d -> d.error(error(o.operation().chainedInvokeDetails().error())));
    }

    static void chainedInvokeStopped(Event.Builder e, Occurrence o) {
        e.chainedInvokeStoppedDetails(
                d -> d.error(error(o.operation().chainedInvokeDetails().error())));
    }
}
