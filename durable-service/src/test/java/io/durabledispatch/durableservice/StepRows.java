package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.HistoryRig.error;
import static io.durabledispatch.durableservice.HistoryRig.update;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.OperationAction.*;
import static software.amazon.awssdk.services.lambda.model.OperationType.STEP;

import java.time.Duration;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;
import software.amazon.awssdk.services.lambda.model.RetryDetails;

/**
 * The STEP rows (Lambda API Reference, "StepStartedDetails", "StepSucceededDetails", "StepFailedDetails",
 * "RetryDetails"): CurrentAttempt counts the attempts ended, NextAttemptDelaySeconds is a RETRY's delay.
 */
final class StepRows {
    private StepRows() {}

    static void start(HistoryRig rig) {
        rig.checkpoint(update("s", STEP, START).build());

        assertThat(rig.only(EventType.STEP_STARTED, "s").stepStartedDetails()).isNotNull();
    }

    static void succeed(HistoryRig rig) {
        rig.checkpoint(
                update("s", STEP, START).build(),
                update("s", STEP, SUCCEED).payload("\"done\"").build());

        Event event = rig.only(EventType.STEP_SUCCEEDED, "s");
        assertThat(event.stepSucceededDetails().result().payload()).isEqualTo("\"done\"");
        assertThat(event.stepSucceededDetails().retryDetails()).isEqualTo(retry(1, null));
    }

    static void fail(HistoryRig rig) {
        rig.checkpoint(update("s", STEP, FAIL).error(error("Boom")).build());

        Event event = rig.only(EventType.STEP_FAILED, "s");
        assertThat(event.stepFailedDetails().error().payload()).isEqualTo(error("Boom"));
        assertThat(event.stepFailedDetails().retryDetails()).isEqualTo(retry(1, null));
    }

    static void retryFailed(HistoryRig rig) {
        rig.checkpoint(update("s", STEP, RETRY)
                .error(error("Flaky"))
                .stepOptions(o -> o.nextAttemptDelaySeconds(5))
                .build());

        Event event = rig.only(EventType.STEP_FAILED, "s");
        assertThat(event.stepFailedDetails().error().payload()).isEqualTo(error("Flaky"));
        assertThat(event.stepFailedDetails().retryDetails()).isEqualTo(retry(1, 5));
        assertThat(rig.events()).noneMatch(e -> e.eventType() == EventType.STEP_SUCCEEDED);
    }

    /** Wait-for-condition: each check that does not hold yet is a successful attempt carrying the new state. */
    static void retrySucceeded(HistoryRig rig) {
        rig.checkpoint(update("s", STEP, START).build(), conditionNotYet("1"));
        rig.advance(Duration.ofSeconds(5));
        rig.checkpoint(update("s", STEP, START).build(), conditionNotYet("2"));

        var events = rig.events().stream()
                .filter(e -> e.eventType() == EventType.STEP_SUCCEEDED)
                .toList();
        assertThat(events).allSatisfy(e -> assertThat(e.id()).isEqualTo("s"));
        var succeeded = events.stream().map(Event::stepSucceededDetails).toList();
        assertThat(succeeded).extracting(d -> d.result().payload()).containsExactly("1", "2");
        assertThat(succeeded).extracting(d -> d.retryDetails()).containsExactly(retry(1, 5), retry(2, 5));
        assertThat(rig.events()).noneMatch(e -> e.eventType() == EventType.STEP_FAILED);
        assertThat(rig.operation("s").stepDetails().result()).isEqualTo("2");
    }

    private static OperationUpdate conditionNotYet(String state) {
        return update("s", STEP, RETRY)
                .payload(state)
                .stepOptions(o -> o.nextAttemptDelaySeconds(5))
                .build();
    }

    private static RetryDetails retry(Integer attempt, Integer delay) {
        return RetryDetails.builder()
                .currentAttempt(attempt)
                .nextAttemptDelaySeconds(delay)
                .build();
    }
}
