package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.HistoryRig.error;
import static io.durabledispatch.durableservice.HistoryRig.update;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.OperationAction.*;
import static software.amazon.awssdk.services.lambda.model.OperationType.CALLBACK;
import static software.amazon.awssdk.services.lambda.model.OperationType.WAIT;

import java.time.Duration;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;

/**
 * The WAIT and CALLBACK rows (Lambda API Reference, "WaitStartedDetails", "WaitSucceededDetails",
 * "WaitCancelledDetails", "CallbackStartedDetails", "CallbackSucceededDetails", "CallbackFailedDetails",
 * "CallbackTimedOutDetails").
 */
final class WaitCallbackRows {
    private WaitCallbackRows() {}

    static void waitStart(HistoryRig rig) {
        rig.checkpoint(
                update("w", WAIT, START).waitOptions(o -> o.waitSeconds(30)).build());

        Event event = rig.only(EventType.WAIT_STARTED, "w");
        assertThat(event.waitStartedDetails().duration()).isEqualTo(30);
        assertThat(event.waitStartedDetails().scheduledEndTimestamp())
                .isEqualTo(rig.clock.instant().plusSeconds(30));
    }

    static void waitCancel(HistoryRig rig) {
        rig.checkpoint(
                update("w", WAIT, START).waitOptions(o -> o.waitSeconds(30)).build());
        rig.checkpoint(update("w", WAIT, CANCEL).error(error("NotNeeded")).build());

        Event event = rig.only(EventType.WAIT_CANCELLED, "w");
        assertThat(event.waitCancelledDetails().error().payload()).isEqualTo(error("NotNeeded"));
    }

    static void waitSucceeded(HistoryRig rig) {
        rig.checkpoint(
                update("w", WAIT, START).waitOptions(o -> o.waitSeconds(30)).build());
        rig.advance(Duration.ofSeconds(30));

        assertThat(rig.only(EventType.WAIT_SUCCEEDED, "w")
                        .waitSucceededDetails()
                        .duration())
                .isEqualTo(30);
    }

    static void callbackStart(HistoryRig rig) {
        startCallback(rig);

        Event event = rig.only(EventType.CALLBACK_STARTED, "c");
        assertThat(event.callbackStartedDetails().callbackId())
                .isEqualTo(rig.operation("c").callbackDetails().callbackId());
        assertThat(event.callbackStartedDetails().timeout()).isEqualTo(60);
        assertThat(event.callbackStartedDetails().heartbeatTimeout()).isEqualTo(20);
    }

    static void callbackSucceeded(HistoryRig rig) {
        rig.service.succeedCallback(startCallback(rig), "{\"approved\":true}");

        Event event = rig.only(EventType.CALLBACK_SUCCEEDED, "c");
        assertThat(event.callbackSucceededDetails().result().payload()).isEqualTo("{\"approved\":true}");
    }

    static void callbackFailed(HistoryRig rig) {
        rig.service.failCallback(startCallback(rig), error("Rejected"));

        Event event = rig.only(EventType.CALLBACK_FAILED, "c");
        assertThat(event.callbackFailedDetails().error().payload()).isEqualTo(error("Rejected"));
    }

    static void callbackTimedOut(HistoryRig rig) {
        startCallback(rig);
        rig.advance(Duration.ofSeconds(20));

        Event event = rig.only(EventType.CALLBACK_TIMED_OUT, "c");
        assertThat(event.callbackTimedOutDetails().error().payload().errorType())
                .isEqualTo("Callback.Heartbeat");
    }

    /** Starts callback {@code c} (60 s, heartbeat 20 s); returns its id. */
    static String startCallback(HistoryRig rig) {
        rig.checkpoint(update("c", CALLBACK, START)
                .callbackOptions(o -> o.timeoutSeconds(60).heartbeatTimeoutSeconds(20))
                .build());
        return rig.operation("c").callbackDetails().callbackId();
    }
}
