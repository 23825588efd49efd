package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.ExecutionView;
import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;

/**
 * Control-plane response bodies. Written with the runtime's API codec, which names record components in
 * the protocol's UpperCamelCase and writes timestamps as epoch seconds.
 */
final class LambdaBodies {
    private LambdaBodies() {}

    /**
     * GetDurableExecution (docs/reference/durable-protocol.md, "Control plane"); data members are null when {@code
     * IncludeExecutionData=false}.
     */
    record Execution(
            String durableExecutionArn,
            String durableExecutionName,
            String functionArn,
            String inputPayload,
            String result,
            ErrorObject error,
            Instant startTimestamp,
            String status,
            Instant endTimestamp,
            String version) {

        static Execution of(ExecutionView view, boolean includeData) {
            return new Execution(
                    view.executionArn(),
                    view.executionName(),
                    view.functionArn(),
                    includeData ? view.inputPayload() : null,
                    includeData ? view.result() : null,
                    includeData ? view.error() : null,
                    view.startTimestamp(),
                    view.status().toString(),
                    view.endTimestamp(),
                    view.version());
        }
    }

    /** An element of ListDurableExecutionsByFunction (docs/reference/durable-protocol.md, "Control plane"). */
    record Summary(
            String durableExecutionArn,
            String durableExecutionName,
            String functionArn,
            String status,
            Instant startTimestamp,
            Instant endTimestamp) {

        static Summary of(ExecutionView view) {
            return new Summary(
                    view.executionArn(),
                    view.executionName(),
                    view.functionArn(),
                    view.status().toString(),
                    view.startTimestamp(),
                    view.endTimestamp());
        }
    }

    record Listing(List<Summary> durableExecutions, String nextMarker) {}

    record Stopped(Instant stopTimestamp) {}

    /** GetDurableExecutionHistory: the events as the SDK models them. */
    record History(List<Event> events, String nextMarker) {}
}
