package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.CallbackDetails;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

/**
 * SendDurableExecutionCallbackSuccess / Failure / Heartbeat against one execution (docs/reference/durable-protocol.md,
 * "Callbacks").
 */
final class Callbacks {
    private Callbacks() {}

    static Operation open(ExecutionRecord record, String operationId, String callbackId, Instant now) {
        Timers.fire(record, now); // a callback whose deadline passed is closed, even if nobody ran the timers yet
        Operation callback = record.operations.get(operationId);
        if (callback == null || callback.callbackDetails() == null) {
            throw DurableServiceException.notFound("Callback " + callbackId + " not found");
        }
        if (record.closed() || callback.status() != OperationStatus.STARTED) {
            throw DurableServiceException.callbackClosed(callbackId);
        }
        return callback;
    }

    /** The error for a callback of an execution that closed (and was summarised): unknown or closed. */
    static DurableServiceException closedExecution(List<Operation> operations, String operationId, String callbackId) {
        boolean known = operations.stream()
                .anyMatch(operation -> operation.id().equals(operationId) && operation.callbackDetails() != null);
        return known
                ? DurableServiceException.callbackClosed(callbackId)
                : DurableServiceException.notFound("Callback " + callbackId + " not found");
    }

    /** An empty body is no result: stored as none, so the function reads null rather than an empty document. */
    static void succeed(ExecutionRecord record, Operation callback, String result, Instant now) {
        String stored = result == null || result.isEmpty() ? null : result;
        complete(
                record,
                callback,
                OperationStatus.SUCCEEDED,
                callback.callbackDetails().toBuilder().result(stored),
                now);
    }

    static void fail(ExecutionRecord record, Operation callback, ErrorObject error, Instant now) {
        ErrorObject recorded = error == null ? ErrorObject.builder().build() : error;
        complete(
                record,
                callback,
                OperationStatus.FAILED,
                callback.callbackDetails().toBuilder().error(recorded),
                now);
    }

    static void heartbeat(ExecutionRecord record, Operation callback, Instant now) {
        CallbackTimer timer = record.callbackTimers.get(callback.id());
        if (timer != null) {
            record.callbackTimers.put(callback.id(), timer.heartbeat(now));
        }
    }

    private static void complete(
            ExecutionRecord record,
            Operation callback,
            OperationStatus status,
            CallbackDetails.Builder details,
            Instant now) {
        record.callbackTimers.remove(callback.id());
        Operation completed = callback.toBuilder()
                .status(status)
                .endTimestamp(now)
                .callbackDetails(details.build())
                .build();
        record.operations.put(callback.id(), completed);
        EventTable.record(Change.reached(status), Occurrence.moved(record, completed), now);
        Lifecycle.changed(record, callback.id(), now);
    }
}
