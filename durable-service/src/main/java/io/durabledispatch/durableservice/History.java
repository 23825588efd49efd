package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.function.Consumer;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventError;
import software.amazon.awssdk.services.lambda.model.EventResult;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * The execution's history (GetDurableExecutionHistory): one event per documented occurrence, appended in the
 * order they happen, numbered 1, 2, 3 … ({@code ExecutionStarted} is 1). Each event names the operation it is
 * about (Id, Name, ParentId, SubType) and carries the details member of its type.
 */
final class History {
    private History() {}

    /** Appends an event about {@code operation} (null: about the execution itself). */
    static void append(
            ExecutionRecord record, EventType type, Operation operation, Instant at, Consumer<Event.Builder> details) {
        Event.Builder event = Event.builder()
                .eventType(type)
                .eventId(record.history.size() + 1)
                .eventTimestamp(at);
        if (operation != null) {
            event.id(operation.id())
                    .name(operation.name())
                    .parentId(operation.parentId())
                    .subType(operation.subType());
        }
        details.accept(event);
        record.history.add(event.build());
    }

    static void executionClosed(
            ExecutionRecord record, ExecutionStatus status, String result, ErrorObject error, Instant at) {
        Operation execution = record.operations.get(record.identity().executionId());
        switch (status) {
            case SUCCEEDED ->
                append(
                        record,
                        EventType.EXECUTION_SUCCEEDED,
                        execution,
                        at,
                        e -> e.executionSucceededDetails(d -> d.result(result(result))));
            case FAILED ->
                append(
                        record,
                        EventType.EXECUTION_FAILED,
                        execution,
                        at,
                        e -> e.executionFailedDetails(d -> d.error(error(error))));
            case TIMED_OUT ->
                append(
                        record,
                        EventType.EXECUTION_TIMED_OUT,
                        execution,
                        at,
                        e -> e.executionTimedOutDetails(d -> d.error(error(error))));
            default ->
                append(
                        record,
                        EventType.EXECUTION_STOPPED,
                        execution,
                        at,
                        e -> e.executionStoppedDetails(d -> d.error(error(error))));
        }
    }

    static EventResult result(String payload) {
        return payload == null
                ? null
                : EventResult.builder().payload(payload).truncated(false).build();
    }

    static EventError error(ErrorObject error) {
        return error == null
                ? null
                : EventError.builder().payload(error).truncated(false).build();
    }
}
