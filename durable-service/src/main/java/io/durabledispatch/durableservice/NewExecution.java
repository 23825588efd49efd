package io.durabledispatch.durableservice;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * A new execution: its ARN, and the EXECUTION operation whose Id is the ARN's last segment (docs/reference/durable-protocol.md,
 * "Invocation input and output").
 */
final class NewExecution {
    private NewExecution() {}

    /** Without a given name the execution is named by its id, as the service generates one. */
    static ExecutionRecord create(
            ServiceSettings settings, StartExecutionRequest request, String givenName, Instant now) {
        String id = UUID.randomUUID().toString();
        String name = givenName == null ? id : givenName;
        String arn = ExecutionIdentity.arn(settings, request.functionName(), request.version(), name, id);
        Duration timeout =
                request.executionTimeout() == null ? settings.executionTimeout() : request.executionTimeout();
        Duration retention = request.retention() == null ? settings.retention() : request.retention();
        ExecutionRecord record = new ExecutionRecord(new ExecutionIdentity(
                arn,
                id,
                name,
                request.functionName(),
                request.version(),
                request.payload(),
                now,
                timeout.toSeconds(),
                retention.toSeconds()));
        record.operations.put(
                id,
                Operation.builder()
                        .id(id)
                        .name(name)
                        .type(OperationType.EXECUTION)
                        .status(OperationStatus.STARTED)
                        .startTimestamp(now)
                        .executionDetails(details -> details.inputPayload(request.payload()))
                        .build());
        EventTable.record(Change.SERVICE_STARTED, Occurrence.moved(record, record.operations.get(id)), now);
        record.invokeAt = now; // due at once: the first invocation
        return record;
    }
}
