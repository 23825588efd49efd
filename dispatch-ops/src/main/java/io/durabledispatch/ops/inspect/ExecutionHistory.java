package io.durabledispatch.ops.inspect;

import java.util.List;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Event;

/** Reads a durable execution's whole history through GetDurableExecutionHistory, page by page. */
public final class ExecutionHistory {
    private ExecutionHistory() {}

    public static List<Event> read(LambdaClient lambda, String executionArn, boolean includeData) {
        return read(lambda, executionArn, includeData, null);
    }

    /** @param pageSize MaxItems per call; null for the service's default */
    public static List<Event> read(LambdaClient lambda, String executionArn, boolean includeData, Integer pageSize) {
        return lambda
                .getDurableExecutionHistoryPaginator(b -> b.durableExecutionArn(executionArn)
                        .includeExecutionData(includeData)
                        .maxItems(pageSize))
                .events()
                .stream()
                .toList();
    }
}
