package io.durabledispatch.ops.inspect;

import java.util.List;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.HistoryEvent;

/** Reads a state machine execution's whole history through GetExecutionHistory, page by page, oldest first. */
public final class StateMachineHistory {
    private StateMachineHistory() {}

    /** @param pageSize maxResults per call */
    public static List<HistoryEvent> read(SfnClient sfn, String executionArn, boolean includeData, int pageSize) {
        return sfn
                .getExecutionHistoryPaginator(b -> b.executionArn(executionArn)
                        .includeExecutionData(includeData)
                        .maxResults(pageSize))
                .events()
                .stream()
                .toList();
    }

    /** The state an event is about: entering or leaving it names it; other events name none (null). */
    public static String stateName(HistoryEvent event) {
        if (event.stateEnteredEventDetails() != null)
            return event.stateEnteredEventDetails().name();
        if (event.stateExitedEventDetails() != null)
            return event.stateExitedEventDetails().name();
        return null;
    }
}
