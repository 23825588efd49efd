package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.EventType.CHAINED_INVOKE_FAILED;
import static software.amazon.awssdk.services.lambda.model.EventType.CHAINED_INVOKE_STARTED;
import static software.amazon.awssdk.services.lambda.model.EventType.CHAINED_INVOKE_STOPPED;
import static software.amazon.awssdk.services.lambda.model.EventType.CHAINED_INVOKE_SUCCEEDED;
import static software.amazon.awssdk.services.lambda.model.EventType.CHAINED_INVOKE_TIMED_OUT;

import io.durabledispatch.emulators.testing.Poll;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ChainedInvokeStartedDetails;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventType;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * A durable function that invokes another one records the chained invoke in its history, through the real
 * LambdaClient (Lambda API Reference, "Event", "ChainedInvokeStartedDetails" and the Succeeded, Failed, TimedOut
 * and Stopped details): ChainedInvokeStarted names the target as the caller gave it, its input, the version that
 * ran and the target's execution; the closing event carries its result or error.
 */
class ChainedInvokeHistoryTest {
    private final LambdaFixture fixture = new LambdaFixture();
    private final ChainedWorkflows.Greeter greeter = new ChainedWorkflows.Greeter(fixture.emulator.runtime());

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void aSucceededInvoke_recordsStartedWithItsTarget_thenSucceededWithItsResult() {
        fixture.emulator.registerFunction("greeter", LambdaFixture.ALIAS, greeter);
        String caller = startCaller("greeter:live", "ada");
        fixture.awaitStatus(caller, ExecutionStatus.SUCCEEDED);

        List<Event> events = chainedEvents(caller);

        assertThat(events)
                .extracting(Event::eventType)
                .containsExactly(CHAINED_INVOKE_STARTED, CHAINED_INVOKE_SUCCEEDED);
        ChainedInvokeStartedDetails started = events.get(0).chainedInvokeStartedDetails();
        assertThat(started.functionName()).isEqualTo("greeter:live");
        assertThat(started.input().payload()).isEqualTo("\"ada\"");
        assertThat(started.executedVersion()).isEqualTo("1");
        assertThat(started.durableExecutionArn()).isEqualTo(onlyExecutionOf("greeter"));
        assertThat(events.get(1).chainedInvokeSucceededDetails().result().payload())
                .isEqualTo("\"hello ada\"");
    }

    @Test
    void anInvokeWithoutPayload_startsTheTargetWithNone() throws Exception {
        fixture.emulator.registerFunction("greeter", LambdaFixture.ALIAS, greeter);
        String caller = startCaller("greeter:live", null);

        var done = fixture.awaitStatus(caller, ExecutionStatus.SUCCEEDED);

        assertThat(greeter.inputs.take()).isEqualTo(Optional.empty());
        String target = onlyExecutionOf("greeter");
        assertThat(fixture.lambda
                        .getDurableExecution(b -> b.durableExecutionArn(target))
                        .inputPayload())
                .isNull();
        assertThat(chainedEvents(caller).get(0).chainedInvokeStartedDetails().input())
                .isNull();
        assertThat(done.result()).isEqualTo("\"hello null\"");
    }

    @Test
    void aFailedTarget_recordsChainedInvokeFailed_withTheTargetsError() {
        fixture.emulator.registerFunction(
                "failing", LambdaFixture.ALIAS, new ChainedWorkflows.Failing(fixture.emulator.runtime()));
        String caller = startCaller("failing:live", "no fares to atlantis");
        fixture.awaitStatus(caller, ExecutionStatus.FAILED);

        ErrorObject error = closingError(caller, CHAINED_INVOKE_FAILED);

        assertThat(error).isEqualTo(targetError("failing"));
        assertThat(error.errorMessage()).contains("no fares to atlantis");
    }

    @Test
    void aTargetPastItsExecutionTimeout_recordsChainedInvokeTimedOut() {
        fixture.emulator.registerFunction(
                "sleeping",
                LambdaFixture.ALIAS,
                new ChainedWorkflows.Sleeping(fixture.emulator.runtime()),
                DurableFunctionConfig.of(Duration.ofSeconds(60), 1));
        String caller = startCaller("sleeping:live", "x");
        awaitTargetSleeping();
        fixture.clock.advance(Duration.ofSeconds(60));
        fixture.awaitStatus(caller, ExecutionStatus.FAILED);

        ErrorObject error = closingError(caller, CHAINED_INVOKE_TIMED_OUT);

        assertThat(error.errorType()).isEqualTo("Execution.TimedOut");
        assertThat(error).isEqualTo(targetError("sleeping"));
    }

    @Test
    void aStoppedTarget_recordsChainedInvokeStopped() {
        fixture.emulator.registerFunction(
                "sleeping", LambdaFixture.ALIAS, new ChainedWorkflows.Sleeping(fixture.emulator.runtime()));
        String caller = startCaller("sleeping:live", "x");
        String target = awaitTargetSleeping();
        fixture.lambda.stopDurableExecution(b -> b.durableExecutionArn(target));
        fixture.awaitStatus(caller, ExecutionStatus.FAILED);

        assertThat(closingError(caller, CHAINED_INVOKE_STOPPED)).isEqualTo(targetError("sleeping"));
    }

    private String startCaller(String target, String payload) {
        fixture.emulator.registerFunction(
                "caller",
                LambdaFixture.ALIAS,
                new ChainedWorkflows.Caller(fixture.emulator.runtime(), target, payload));
        return fixture.invoke("caller", "call-1", "\"go\"").durableExecutionArn();
    }

    /** The chained-invoke events, each checked to be about the caller's CHAINED_INVOKE operation. */
    private List<Event> chainedEvents(String caller) {
        String invokeId = fixture.emulator.operations(caller).stream()
                .filter(op -> op.type() == OperationType.CHAINED_INVOKE)
                .findFirst()
                .orElseThrow()
                .id();
        List<Event> events = LambdaHistory.read(fixture.lambda, caller, true).stream()
                .filter(e -> e.eventType().toString().startsWith("ChainedInvoke"))
                .toList();
        assertThat(events).allSatisfy(e -> {
            assertThat(e.id()).isEqualTo(invokeId);
            assertThat(e.name()).isEqualTo(ChainedWorkflows.CALL);
            assertThat(e.parentId()).isNull();
        });
        return events;
    }

    private ErrorObject closingError(String caller, EventType closing) {
        List<Event> events = chainedEvents(caller);
        assertThat(events).extracting(Event::eventType).containsExactly(CHAINED_INVOKE_STARTED, closing);
        Event closed = events.get(1);
        return switch (closing) {
            case CHAINED_INVOKE_FAILED ->
                closed.chainedInvokeFailedDetails().error().payload();
            case CHAINED_INVOKE_TIMED_OUT ->
                closed.chainedInvokeTimedOutDetails().error().payload();
            case CHAINED_INVOKE_STOPPED ->
                closed.chainedInvokeStoppedDetails().error().payload();
            default -> throw new IllegalArgumentException(closing + " does not close with an error");
        };
    }

    private String awaitTargetSleeping() {
        String target = Poll.until(() -> executionsOf("sleeping"), arns -> arns.size() == 1)
                .get(0);
        Poll.until(
                () -> fixture.emulator.operations(target).stream()
                        .anyMatch(op -> op.type() == OperationType.WAIT && op.status() == OperationStatus.STARTED),
                Boolean::booleanValue);
        return target;
    }

    private ErrorObject targetError(String function) {
        return fixture.lambda
                .getDurableExecution(b -> b.durableExecutionArn(onlyExecutionOf(function)))
                .error();
    }

    private String onlyExecutionOf(String function) {
        List<String> arns = executionsOf(function);
        assertThat(arns).hasSize(1);
        return arns.get(0);
    }

    private List<String> executionsOf(String function) {
        return fixture
                .lambda
                .listDurableExecutionsByFunction(b -> b.functionName(function).qualifier(LambdaFixture.ALIAS))
                .durableExecutions()
                .stream()
                .map(e -> e.durableExecutionArn())
                .toList();
    }
}
