package io.durabledispatch.ops.inspect;

import software.amazon.awssdk.services.sfn.model.HistoryEvent;

/**
 * The one-line detail of a state machine history event, as {@link HistoryDetail} gives it for a durable one: the
 * error of a failure, else the output of a success or of leaving a state (shortened), else nothing.
 */
public final class StateMachineEventDetail {
    private StateMachineEventDetail() {}

    public static String of(HistoryEvent event) {
        return switch (event.type()) {
            case EXECUTION_FAILED -> error(event.executionFailedEventDetails().error());
            case EXECUTION_ABORTED -> error(event.executionAbortedEventDetails().error());
            case EXECUTION_TIMED_OUT ->
                error(event.executionTimedOutEventDetails().error());
            case TASK_FAILED -> error(event.taskFailedEventDetails().error());
            case EXECUTION_SUCCEEDED ->
                output(event.executionSucceededEventDetails().output());
            case TASK_SUCCEEDED -> output(event.taskSucceededEventDetails().output());
            default ->
                event.stateExitedEventDetails() == null
                        ? ""
                        : output(event.stateExitedEventDetails().output());
        };
    }

    private static String error(String error) {
        return error == null ? "" : "error " + error;
    }

    /** Null without execution data. */
    private static String output(String output) {
        return output == null ? "" : HistoryDetail.shorten(output);
    }
}
