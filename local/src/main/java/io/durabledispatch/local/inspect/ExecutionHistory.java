package io.durabledispatch.local.inspect;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionHistoryResponse;

/** Reads a durable execution's whole history through GetDurableExecutionHistory, page by page. */
public final class ExecutionHistory {
    private ExecutionHistory() {}

    public static List<Event> read(LambdaClient lambda, String executionArn, boolean includeData) {
        return read(lambda, executionArn, includeData, null);
    }

    /** @param pageSize MaxItems per call; null for the service's default */
    public static List<Event> read(LambdaClient lambda, String executionArn, boolean includeData, Integer pageSize) {
        List<Event> events = new ArrayList<>();
        String marker = null;
        do {
            String from = marker;
            GetDurableExecutionHistoryResponse page =
                    lambda.getDurableExecutionHistory(b -> b.durableExecutionArn(executionArn)
                            .includeExecutionData(includeData)
                            .maxItems(pageSize)
                            .marker(from));
            events.addAll(page.events());
            marker = page.nextMarker();
        } while (marker != null && !marker.isEmpty());
        return events;
    }
}
