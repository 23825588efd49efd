package io.durabledispatch.durableservice;

import java.time.Instant;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

/** Execution-level transitions shared by checkpoints, invocation outcomes, stop and timers. */
final class Lifecycle {
    private Lifecycle() {}

    /** Closes the execution and its EXECUTION operation; from here on tokens die and nothing is re-invoked. */
    static void close(ExecutionRecord record, ExecutionStatus status, String result, ErrorObject error, Instant now) {
        record.status = status;
        record.result = result;
        record.error = error;
        record.endTimestamp = now;
        record.invokeAt = null;
        record.callbackTimers.clear();
        String executionId = record.identity().executionId();
        OperationStatus closed = OperationStatus.fromValue(status.toString());
        Operation execution = record.operations.get(executionId).toBuilder()
                .status(closed)
                .endTimestamp(now)
                .build();
        record.operations.put(executionId, execution);
        EventTable.record(Change.reached(closed), Occurrence.moved(record, execution), now);
    }

    /** The service changed an operation on its own: show it to the function and invoke it soon. */
    static void changed(ExecutionRecord record, String operationId, Instant now) {
        record.undelivered.add(operationId);
        if (record.invokeAt == null || record.invokeAt.isAfter(now)) {
            record.invokeAt = now;
        }
    }

    /**
     * A crashed or invalid invocation is retried with exponential backoff, with no limit on attempts: only the
     * execution timeout ends it (as TIMED_OUT, see {@link #timedOut}). A retry never lands after the deadline.
     */
    static void invocationFailed(ExecutionRecord record, ErrorObject error, ServiceSettings settings, Instant now) {
        record.failedInvocations++;
        Instant retryAt = now.plus(settings.retryDelay(record.failedInvocations));
        Instant deadline = record.identity().deadline();
        record.invokeAt = retryAt.isBefore(deadline) ? retryAt : deadline;
    }

    /**
     * Whether the execution's ExecutionTimeout has passed: then it closes TIMED_OUT at its deadline, whatever it
     * was doing (running, waiting, suspended).
     */
    static boolean timedOut(ExecutionRecord record, Instant now) {
        Instant deadline = record.identity().deadline();
        if (record.closed() || now.isBefore(deadline)) {
            return false;
        }
        close(
                record,
                ExecutionStatus.TIMED_OUT,
                null,
                error(
                        "Execution.TimedOut",
                        "the execution ran longer than its ExecutionTimeout of "
                                + record.identity().executionTimeoutSeconds() + " s"),
                deadline);
        return true;
    }

    static ErrorObject error(String type, String message) {
        return ErrorObject.builder().errorType(type).errorMessage(message).build();
    }
}
