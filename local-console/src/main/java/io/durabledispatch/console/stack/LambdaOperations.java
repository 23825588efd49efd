package io.durabledispatch.console.stack;

import io.durabledispatch.console.OperationRecord;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.CallbackDetails;
import software.amazon.awssdk.services.lambda.model.Operation;

/** A checkpointed durable operation (the SDK's shape) as a console operation row. */
final class LambdaOperations {
    private LambdaOperations() {}

    static OperationRecord record(Operation operation) {
        return new OperationRecord(
                operation.id(),
                operation.typeAsString(),
                operation.name() == null ? operation.subType() : operation.name(),
                operation.statusAsString(),
                attempts(operation),
                Optional.ofNullable(operation.startTimestamp()),
                Optional.ofNullable(operation.endTimestamp()),
                Optional.ofNullable(operation.callbackDetails()).map(CallbackDetails::callbackId),
                detail(operation));
    }

    private static int attempts(Operation operation) {
        var step = operation.stepDetails();
        return step == null || step.attempt() == null ? 0 : step.attempt();
    }

    /** The result or error of a step or callback, or when a wait ends. */
    private static Optional<String> detail(Operation operation) {
        if (operation.stepDetails() != null) {
            var step = operation.stepDetails();
            return step.error() != null ? LambdaExecutions.error(step.error()) : Optional.ofNullable(step.result());
        }
        if (operation.callbackDetails() != null) {
            var callback = operation.callbackDetails();
            return callback.error() != null
                    ? LambdaExecutions.error(callback.error())
                    : Optional.ofNullable(callback.result());
        }
        if (operation.waitDetails() != null && operation.waitDetails().scheduledEndTimestamp() != null) {
            return Optional.of("until " + operation.waitDetails().scheduledEndTimestamp());
        }
        return Optional.empty();
    }
}
