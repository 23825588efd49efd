package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * One execution on a manual clock whose invocation is the test itself: it checkpoints updates directly, under a
 * started context {@value #CONTEXT}, and reads the history back. The service never invokes the function.
 */
final class HistoryRig {
    static final String CONTEXT = "ctx";
    static final String INPUT = "{\"order\":7}";

    final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    /** The chained invokes the service asked its host to start. */
    final List<ChainedInvoker.ChainedInvoke> targets = new CopyOnWriteArrayList<>();

    final DurableExecutionService service = new DurableExecutionService(
            new InMemoryExecutionStore(),
            (function, input) -> {
                throw new IllegalStateException("the test is the invocation");
            },
            targets::add,
            clock,
            ServiceSettings.defaults());
    final String arn;

    HistoryRig() {
        arn = service.start(new StartExecutionRequest("orders", "1", "order-7", INPUT))
                .executionArn();
        record().invoking = true;
        checkpoint(OperationUpdate.builder()
                .id(CONTEXT)
                .name("name-" + CONTEXT)
                .type(OperationType.CONTEXT)
                .subType("RunInChildContext")
                .action(OperationAction.START)
                .build());
    }

    ExecutionRecord record() {
        return service.openRecord(arn).orElseThrow();
    }

    /** An update of operation {@code id} inside the context, named {@code name-ID}. */
    static OperationUpdate.Builder update(String id, OperationType type, OperationAction action) {
        return OperationUpdate.builder()
                .id(id)
                .parentId(CONTEXT)
                .name("name-" + id)
                .type(type)
                .subType(type.toString())
                .action(action);
    }

    static ErrorObject error(String type) {
        return ErrorObject.builder()
                .errorType(type)
                .errorMessage(type + " happened")
                .build();
    }

    void checkpoint(OperationUpdate... updates) {
        service.checkpoint(
                arn,
                new CheckpointRequest(record().currentToken(), UUID.randomUUID().toString(), List.of(updates)));
    }

    /** Moves the clock on and lets the service fire what fell due. */
    void advance(Duration duration) {
        clock.advance(duration);
        service.runDue();
    }

    Operation operation(String id) {
        return service.operations(arn).stream()
                .filter(op -> op.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    List<Event> events() {
        return service.history(arn, null, 1000, false).events();
    }

    /** The one event of {@code type} about operation {@code id}, checked to name it and its parent, the context. */
    Event only(EventType type, String id) {
        List<Event> found = events().stream()
                .filter(e -> e.eventType() == type && id.equals(e.id()))
                .toList();
        assertThat(found).as("%s events about %s", type, id).hasSize(1);
        Event event = found.get(0);
        assertThat(event.name()).isEqualTo("name-" + id);
        assertThat(event.parentId()).isEqualTo(CONTEXT);
        assertThat(event.eventTimestamp()).isEqualTo(clock.instant());
        return event;
    }
}
