package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.DurableServiceException.invalidParameter;

import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.ChainedInvokeDetails;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * {@code CHAINED_INVOKE} operations (docs/reference/durable-protocol.md, "Chained invokes"): a START names the target in
 * {@code ChainedInvokeOptions.FunctionName} and carries its input as the payload (none: the target gets none); the
 * operation stays STARTED until the host reports the target's outcome, which lands in {@code ChainedInvokeDetails}
 * and makes the caller due again, as a completed callback does. The host also reports when it has started the
 * target, which is when ChainedInvokeStarted is recorded.
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

    static List<ChainedInvoker.ChainedInvoke> toStart(ExecutionRecord record, List<OperationUpdate> updates) {
        return updates.stream()
                .filter(u -> u.type() == OperationType.CHAINED_INVOKE)
                .map(u -> new ChainedInvoker.ChainedInvoke(
                        record.identity().executionArn(),
                        u.id(),
                        u.chainedInvokeOptions().functionName(),
                        u.payload(),
                        u.chainedInvokeOptions().tenantId()))
                .toList();
    }

    /**
     * The host started the target: ChainedInvokeStarted, once, while the operation is open (a report for a closed
     * caller or operation is ignored).
     *
     * @return whether the event was recorded
     */
    static boolean started(ExecutionRecord record, Occurrence.Target target, Instant now) {
        Operation operation = record.operations.get(target.invoke().operationId());
        if (!open(record, operation) || History.has(record, operation.id(), EventType.CHAINED_INVOKE_STARTED)) {
            return false;
        }
        EventTable.record(Change.SERVICE_STARTED, new Occurrence(record, operation, null, target), now);
        return true;
    }

    private static boolean open(ExecutionRecord record, Operation operation) {
        return !record.closed()
                && operation != null
                && operation.type() == OperationType.CHAINED_INVOKE
                && operation.status() == OperationStatus.STARTED;
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
        if (!open(record, operation)) {
            return false;
        }
        ChainedInvokeDetails details = status == OperationStatus.SUCCEEDED
                ? ChainedInvokeDetails.builder().result(result).build()
                : ChainedInvokeDetails.builder().error(error).build();
        Operation completed = operation.toBuilder()
                .status(status)
                .endTimestamp(now)
                .chainedInvokeDetails(details)
                .build();
        record.operations.put(operationId, completed);
        EventTable.record(Change.reached(status), Occurrence.moved(record, completed), now);
        Lifecycle.changed(record, operationId, now);
        return true;
    }
}
