package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;

import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.ChainedInvokeDetails;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * {@code CHAINED_INVOKE} operations (docs/durable-protocol.md, "Chained invokes"): a START names the target in
 * {@code ChainedInvokeOptions.FunctionName} and carries its input as the payload; the operation stays STARTED
 * until the host reports the target's outcome, which lands in {@code ChainedInvokeDetails} and makes the caller
 * due again, as a completed callback does.
 */
final class ChainedInvokes {
    private ChainedInvokes() {}

    /** Refuses the batch when this service was built without a {@link ChainedInvoker}. */
    static void requireSupported(List<OperationUpdate> updates, boolean supported) {
        if (!supported && updates.stream().anyMatch(u -> u.type() == OperationType.CHAINED_INVOKE)) {
            throw invalidParameter("CHAINED_INVOKE is not supported by this service (no function host)");
        }
    }

    /** The START of a new chained invoke; it must name its target. */
    static OperationStatus check(OperationUpdate update, OperationStatus current) {
        if (update.action() != OperationAction.START || current != null) {
            throw invalidParameter("a CHAINED_INVOKE only starts; the service closes it (was " + update.action()
                    + " on " + (current == null ? "a new operation" : current) + ")");
        }
        var options = update.chainedInvokeOptions();
        if (options == null
                || options.functionName() == null
                || options.functionName().isBlank()) {
            throw invalidParameter("a CHAINED_INVOKE START needs ChainedInvokeOptions.FunctionName");
        }
        return OperationStatus.STARTED;
    }

    static List<ChainedInvoker.ChainedInvoke> started(ExecutionRecord record, List<OperationUpdate> updates) {
        return updates.stream()
                .filter(u -> u.type() == OperationType.CHAINED_INVOKE)
                .map(u -> new ChainedInvoker.ChainedInvoke(
                        record.identity().executionArn(),
                        u.id(),
                        u.chainedInvokeOptions().functionName(),
                        u.payload()))
                .toList();
    }

    /**
     * Writes the target's outcome into the caller's operation. Only a STARTED chained invoke of a running
     * execution changes; anything else (a repeated report, a stopped caller) is ignored.
     *
     * @return whether the operation changed
     */
    static boolean complete(
            ExecutionRecord record,
            String operationId,
            OperationStatus status,
            String result,
            ErrorObject error,
            Instant now) {
        Operation operation = record.operations.get(operationId);
        if (record.closed()
                || operation == null
                || operation.type() != OperationType.CHAINED_INVOKE
                || operation.status() != OperationStatus.STARTED) {
            return false;
        }
        ChainedInvokeDetails details = status == OperationStatus.SUCCEEDED
                ? ChainedInvokeDetails.builder().result(result).build()
                : ChainedInvokeDetails.builder().error(error).build();
        record.operations.put(
                operationId,
                operation.toBuilder()
                        .status(status)
                        .endTimestamp(now)
                        .chainedInvokeDetails(details)
                        .build());
        Lifecycle.changed(record, operationId, now);
        return true;
    }
}
