package io.durabledispatch.durableservice;

import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import io.durabledispatch.runtime.wire.StatePage;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * Builds invocation inputs and applies invocation outputs (docs/reference/durable-protocol.md, "Invocation input and output").
 */
final class Invocations {
    private Invocations() {}

    /** A prepared invocation: which function to call with which document. */
    record Prepared(String executionArn, String functionName, String version, byte[] input) {}

    /** Marks the execution as being invoked, with a fresh token that kills every earlier one. */
    static Prepared prepare(ExecutionRecord record, ServiceSettings settings, Instant now) {
        record.invoking = true;
        record.invocationStartedAt = now;
        record.invokeAt = null;
        record.tokenSequence++;
        List<String> updated = List.copyOf(record.undelivered);
        record.undelivered.clear();
        InvocationInput input = new InvocationInput(
                record.identity().executionArn(),
                record.currentToken(),
                page(record, 0, settings.statePageSize()),
                updated);
        return new Prepared(
                record.identity().executionArn(),
                record.identity().functionName(),
                record.identity().version(),
                DurableWireCodec.invocation().write(input));
    }

    static StatePage page(ExecutionRecord record, int from, int size) {
        List<Operation> all = record.operations();
        int to = Math.min(all.size(), from + size);
        String next = to < all.size() ? Integer.toString(to) : null;
        return new StatePage(all.subList(Math.min(from, to), to), next);
    }

    static void finish(
            ExecutionRecord record, byte[] output, Exception failure, ServiceSettings settings, Instant now) {
        record.invoking = false;
        record.tokenSequence++;
        completed(record, output, failure, now);
        if (record.closed()) {
            return; // closed meanwhile (EXECUTION checkpoint, stop): the output no longer matters
        }
        if (failure != null) {
            Lifecycle.invocationFailed(
                    record, Lifecycle.error("Invocation.Failed", String.valueOf(failure)), settings, now);
            return;
        }
        applyOutput(record, output, settings, now);
    }

    /** Every invocation ends with InvocationCompleted; its Error is set when the invocation itself failed. */
    private static void completed(ExecutionRecord record, byte[] output, Exception failure, Instant now) {
        Instant started = record.invocationStartedAt == null ? now : record.invocationStartedAt;
        ErrorObject error = failure == null ? null : Lifecycle.error("Invocation.Failed", String.valueOf(failure));
        History.append(
                record,
                EventType.INVOCATION_COMPLETED,
                null,
                now,
                e -> e.invocationCompletedDetails(d -> d.startTimestamp(started)
                        .endTimestamp(now)
                        .requestId(UUID.randomUUID().toString())
                        .error(EventDetails.errorIfAny(error))));
        record.invocationStartedAt = null;
    }

    private static void applyOutput(ExecutionRecord record, byte[] bytes, ServiceSettings settings, Instant now) {
        InvocationOutput output;
        try {
            output = DurableWireCodec.invocation().readOutput(bytes);
        } catch (RuntimeException e) {
            output = null;
        }
        String invalid = invalidReason(record, output);
        if (invalid != null) {
            Lifecycle.invocationFailed(record, Lifecycle.error("Invocation.InvalidOutput", invalid), settings, now);
            return;
        }
        record.failedInvocations = 0;
        switch (output.status()) {
            case SUCCEEDED -> Lifecycle.close(record, ExecutionStatus.SUCCEEDED, output.result(), null, now);
            case FAILED -> Lifecycle.close(record, ExecutionStatus.FAILED, null, failure(output.error()), now);
            default -> {} // PENDING: the timers (or a callback) will bring it back
        }
    }

    private static String invalidReason(ExecutionRecord record, InvocationOutput output) {
        if (output == null) {
            return "the output is not a durable invocation output";
        }
        return switch (output.status()) {
            case SUCCEEDED -> output.error() != null ? "SUCCEEDED with an Error" : null;
            case FAILED -> output.result() != null ? "FAILED with a Result" : null;
            // A trigger that fired while the function ran (wait elapsed, callback completed) is still
            // undelivered: the PENDING is legitimate and the execution is already due again.
            case PENDING ->
                somethingPending(record) || !record.undelivered.isEmpty() ? null : "PENDING while nothing is pending";
        };
    }

    /** Something the service will move on its own: a retry, or a wait, callback or chained invoke in flight. */
    private static boolean somethingPending(ExecutionRecord record) {
        return record.operations.values().stream()
                .anyMatch(op -> op.status() == OperationStatus.PENDING
                        || op.status() == OperationStatus.READY
                        || (op.status() == OperationStatus.STARTED
                                && (op.type() == OperationType.WAIT
                                        || op.type() == OperationType.CALLBACK
                                        || op.type() == OperationType.CHAINED_INVOKE)));
    }

    private static ErrorObject failure(ErrorObject error) {
        return error == null ? Lifecycle.error("Execution.Failed", "the workflow failed without an error") : error;
    }
}
