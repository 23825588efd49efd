package io.durabledispatch.emulators.stepfunctions;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.sfn.model.HistoryEventType;

/** The history of the emulator's one Task state, as Step Functions records it for a Lambda task. */
final class TaskStateEvents {
    private static final List<HistoryEventType> UNTIL_TASK_STARTED = List.of(
            HistoryEventType.EXECUTION_STARTED,
            HistoryEventType.TASK_STATE_ENTERED,
            HistoryEventType.TASK_SCHEDULED,
            HistoryEventType.TASK_STARTED);

    static final List<HistoryEventType> SUCCEEDED = afterTaskStarted(
            HistoryEventType.TASK_SUCCEEDED, HistoryEventType.TASK_STATE_EXITED, HistoryEventType.EXECUTION_SUCCEEDED);

    private TaskStateEvents() {}

    /** The events up to the task's start, then {@code rest}. */
    static List<HistoryEventType> afterTaskStarted(HistoryEventType... rest) {
        List<HistoryEventType> events = new ArrayList<>(UNTIL_TASK_STARTED);
        events.addAll(List.of(rest));
        return List.copyOf(events);
    }
}
