package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.function.Consumer;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * The execution's history (GetDurableExecutionHistory): one event per documented occurrence, appended in the
 * order they happen, numbered 1, 2, 3 … ({@code ExecutionStarted} is 1). Each event names the operation it is
 * about (Id, Name, ParentId, SubType) and carries the details member of its type; which event an operation's
 * change records is {@link EventTable}'s.
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

    /** Whether the operation already has an event of {@code type}. */
    static boolean has(ExecutionRecord record, String operationId, EventType type) {
        return record.history.stream().anyMatch(e -> e.eventType() == type && operationId.equals(e.id()));
    }
}
