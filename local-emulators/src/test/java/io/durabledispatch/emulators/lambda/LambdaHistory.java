package io.durabledispatch.emulators.lambda;

import java.util.List;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Event;

/** A durable execution's whole history, page by page, as the SDK's paginator reads GetDurableExecutionHistory. */
final class LambdaHistory {
    private LambdaHistory() {}

    static List<Event> read(LambdaClient lambda, String executionArn, boolean includeData) {
        return lambda
                .getDurableExecutionHistoryPaginator(
                        b -> b.durableExecutionArn(executionArn).includeExecutionData(includeData))
                .events()
                .stream()
                .toList();
    }
}
