package io.durabledispatch.durableservice;

import static io.durabledispatch.durableservice.Change.*;
import static software.amazon.awssdk.services.lambda.model.OperationType.*;

import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * The one table from what happens to an operation to the history event it records (Lambda API Reference,
 * "OperationUpdate", "Event" and each {@code …Details} type; docs/local/fidelity.md lists the rows and their sources).
 * A row is an operation type and a {@link Change}; a row without an event type records nothing itself. Every
 * event but InvocationCompleted (about an invocation, not an operation) comes from here.
 */
enum EventTable {
    EXECUTION_STARTED(EXECUTION, SERVICE_STARTED, EventType.EXECUTION_STARTED, EventDetails::executionStarted),
    /** Closes the execution: its event is the close's (EXECUTION_SUCCEEDED). */
    EXECUTION_SUCCEED(EXECUTION, SUCCEED),
    /** Closes the execution: its event is the close's (EXECUTION_FAILED). */
    EXECUTION_FAIL(EXECUTION, FAIL),
    EXECUTION_SUCCEEDED(EXECUTION, SERVICE_SUCCEEDED, EventType.EXECUTION_SUCCEEDED, EventDetails::executionSucceeded),
    EXECUTION_FAILED(EXECUTION, SERVICE_FAILED, EventType.EXECUTION_FAILED, EventDetails::executionFailed),
    EXECUTION_TIMED_OUT(EXECUTION, SERVICE_TIMED_OUT, EventType.EXECUTION_TIMED_OUT, EventDetails::executionTimedOut),
    EXECUTION_STOPPED(EXECUTION, SERVICE_STOPPED, EventType.EXECUTION_STOPPED, EventDetails::executionStopped),
    CONTEXT_START(CONTEXT, START, EventType.CONTEXT_STARTED, EventDetails::contextStarted),
    CONTEXT_SUCCEED(CONTEXT, SUCCEED, EventType.CONTEXT_SUCCEEDED, EventDetails::contextSucceeded),
    CONTEXT_FAIL(CONTEXT, FAIL, EventType.CONTEXT_FAILED, EventDetails::contextFailed),
    STEP_START(STEP, START, EventType.STEP_STARTED, StepInvokeDetails::stepStarted),
    STEP_SUCCEED(STEP, SUCCEED, EventType.STEP_SUCCEEDED, StepInvokeDetails::stepSucceeded),
    STEP_FAIL(STEP, FAIL, EventType.STEP_FAILED, StepInvokeDetails::stepFailed),
    STEP_RETRY_FAILED(STEP, RETRY_FAILED, EventType.STEP_FAILED, StepInvokeDetails::stepRetryFailed),
    STEP_RETRY_SUCCEEDED(STEP, RETRY_SUCCEEDED, EventType.STEP_SUCCEEDED, StepInvokeDetails::stepRetrySucceeded),
    WAIT_START(WAIT, START, EventType.WAIT_STARTED, WaitCallbackDetails::waitStarted),
    WAIT_CANCEL(WAIT, CANCEL, EventType.WAIT_CANCELLED, WaitCallbackDetails::waitCancelled),
    WAIT_SUCCEEDED(WAIT, SERVICE_SUCCEEDED, EventType.WAIT_SUCCEEDED, WaitCallbackDetails::waitSucceeded),
    CALLBACK_START(CALLBACK, START, EventType.CALLBACK_STARTED, WaitCallbackDetails::callbackStarted),
    CALLBACK_SUCCEEDED(
            CALLBACK, SERVICE_SUCCEEDED, EventType.CALLBACK_SUCCEEDED, WaitCallbackDetails::callbackSucceeded),
    CALLBACK_FAILED(CALLBACK, SERVICE_FAILED, EventType.CALLBACK_FAILED, WaitCallbackDetails::callbackFailed),
    CALLBACK_TIMED_OUT(
            CALLBACK, SERVICE_TIMED_OUT, EventType.CALLBACK_TIMED_OUT, WaitCallbackDetails::callbackTimedOut),
    /** Its event waits for the host to start the target (CHAINED_INVOKE_STARTED), when the target's ARN is known. */
    CHAINED_INVOKE_START(CHAINED_INVOKE, START),
    CHAINED_INVOKE_STARTED(
            CHAINED_INVOKE, SERVICE_STARTED, EventType.CHAINED_INVOKE_STARTED, StepInvokeDetails::chainedInvokeStarted),
    CHAINED_INVOKE_SUCCEEDED(
            CHAINED_INVOKE,
            SERVICE_SUCCEEDED,
            EventType.CHAINED_INVOKE_SUCCEEDED,
            StepInvokeDetails::chainedInvokeSucceeded),
    CHAINED_INVOKE_FAILED(
            CHAINED_INVOKE, SERVICE_FAILED, EventType.CHAINED_INVOKE_FAILED, StepInvokeDetails::chainedInvokeFailed),
    CHAINED_INVOKE_TIMED_OUT(
            CHAINED_INVOKE,
            SERVICE_TIMED_OUT,
            EventType.CHAINED_INVOKE_TIMED_OUT,
            StepInvokeDetails::chainedInvokeTimedOut),
    CHAINED_INVOKE_STOPPED(
            CHAINED_INVOKE, SERVICE_STOPPED, EventType.CHAINED_INVOKE_STOPPED, StepInvokeDetails::chainedInvokeStopped);

    private record Key(OperationType type, Change change) {}

    private static final Map<Key, EventTable> ROWS =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(row -> row.key, Function.identity()));

    private final Key key;
    private final EventType event;
    private final EventDetails.Writer details;

    EventTable(OperationType type, Change change) {
        this(type, change, null, null);
    }

    EventTable(OperationType type, Change change, EventType event, EventDetails.Writer details) {
        this.key = new Key(type, change);
        this.event = event;
        this.details = details;
    }

    OperationType type() {
        return key.type();
    }

    Change change() {
        return key.change();
    }

    /** The event this row records; empty for a row that records nothing itself. */
    Optional<EventType> event() {
        return Optional.ofNullable(event);
    }

    static Optional<EventTable> row(OperationType type, Change change) {
        return Optional.ofNullable(ROWS.get(new Key(type, change)));
    }

    /** Appends the event of {@code change} to the operation of {@code occurrence}; a missing row is a bug. */
    static void record(Change change, Occurrence occurrence, Instant at) {
        OperationType type = occurrence.operation().type();
        EventTable row = row(type, change)
                .orElseThrow(() -> new IllegalStateException("no history row for " + type + " " + change));
        row.event()
                .ifPresent(event -> History.append(
                        occurrence.record(), event, occurrence.operation(), at, e -> row.details.write(e, occurrence)));
    }
}
