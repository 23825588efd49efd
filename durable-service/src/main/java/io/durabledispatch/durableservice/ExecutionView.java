package io.durabledispatch.durableservice;

import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** What GetDurableExecution / ListDurableExecutionsByFunction report about an execution. */
public record ExecutionView(
        String executionArn,
        String executionName,
        String functionName,
        String functionArn,
        String version,
        ExecutionStatus status,
        String inputPayload,
        String result,
        ErrorObject error,
        Instant startTimestamp,
        Instant endTimestamp) {

    static ExecutionView of(ExecutionRecord record) {
        ExecutionIdentity id = record.identity();
        return new ExecutionView(
                id.executionArn(),
                id.executionName(),
                id.functionName(),
                id.functionArn(),
                id.version(),
                record.status(),
                id.inputPayload(),
                record.result(),
                record.error(),
                id.startTimestamp(),
                record.endTimestamp());
    }
}
