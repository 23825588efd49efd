package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.HistoryRig.error;
import static io.durabledispatch.durableservice.HistoryRig.update;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.OperationAction.START;
import static software.amazon.awssdk.services.lambda.model.OperationType.CHAINED_INVOKE;

import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

/**
 * The CHAINED_INVOKE rows (Lambda API Reference, "ChainedInvokeStartedDetails", "ChainedInvokeSucceededDetails",
 * "ChainedInvokeFailedDetails", "ChainedInvokeTimedOutDetails", "ChainedInvokeStoppedDetails"). The host reports
 * the target's start and outcome; the test plays the host.
 */
final class ChainedInvokeRows {
    static final String TARGET_ARN =
            "arn:aws:lambda:us-east-1:000000000000:function:quotes:3/durable-execution/q-1/0f1e2d";

    private ChainedInvokeRows() {}

    /** The START records nothing until the host has started the target. */
    static void start(HistoryRig rig) {
        int before = rig.events().size();

        startInvoke(rig);

        assertThat(rig.events()).hasSize(before);
        assertThat(rig.targets).hasSize(1);
    }

    static void started(HistoryRig rig) {
        ChainedInvoker.ChainedInvoke invoke = startInvoke(rig);

        rig.service.chainedInvokeStarted(invoke, "3", TARGET_ARN);
        rig.service.chainedInvokeStarted(invoke, "3", TARGET_ARN); // a repeated report records nothing

        var details = rig.only(EventType.CHAINED_INVOKE_STARTED, "i").chainedInvokeStartedDetails();
        assertThat(details.functionName()).isEqualTo("quotes:live");
        assertThat(details.tenantId()).isEqualTo("tenant-a");
        assertThat(details.input().payload()).isEqualTo("{\"to\":\"atlantis\"}");
        assertThat(details.executedVersion()).isEqualTo("3");
        assertThat(details.durableExecutionArn()).isEqualTo(TARGET_ARN);
    }

    static void succeeded(HistoryRig rig) {
        startInvoke(rig);

        rig.service.completeChainedInvoke(rig.arn, "i", OperationStatus.SUCCEEDED, "{\"fare\":12}", null);

        Event event = rig.only(EventType.CHAINED_INVOKE_SUCCEEDED, "i");
        assertThat(event.chainedInvokeSucceededDetails().result().payload()).isEqualTo("{\"fare\":12}");
    }

    static void failed(HistoryRig rig) {
        assertThat(errorOf(rig, OperationStatus.FAILED, EventType.CHAINED_INVOKE_FAILED)
                        .chainedInvokeFailedDetails()
                        .error()
                        .payload())
                .isEqualTo(error(OperationStatus.FAILED.toString()));
    }

    static void timedOut(HistoryRig rig) {
        assertThat(errorOf(rig, OperationStatus.TIMED_OUT, EventType.CHAINED_INVOKE_TIMED_OUT)
                        .chainedInvokeTimedOutDetails()
                        .error()
                        .payload())
                .isEqualTo(error(OperationStatus.TIMED_OUT.toString()));
    }

    static void stopped(HistoryRig rig) {
        assertThat(errorOf(rig, OperationStatus.STOPPED, EventType.CHAINED_INVOKE_STOPPED)
                        .chainedInvokeStoppedDetails()
                        .error()
                        .payload())
                .isEqualTo(error(OperationStatus.STOPPED.toString()));
    }

    private static Event errorOf(HistoryRig rig, OperationStatus outcome, EventType type) {
        startInvoke(rig);
        ErrorObject error = error(outcome.toString());

        rig.service.completeChainedInvoke(rig.arn, "i", outcome, null, error);

        return rig.only(type, "i");
    }

    private static ChainedInvoker.ChainedInvoke startInvoke(HistoryRig rig) {
        rig.checkpoint(update("i", CHAINED_INVOKE, START)
                .payload("{\"to\":\"atlantis\"}")
                .chainedInvokeOptions(o -> o.functionName("quotes:live").tenantId("tenant-a"))
                .build());
        return rig.targets.get(0);
    }
}
