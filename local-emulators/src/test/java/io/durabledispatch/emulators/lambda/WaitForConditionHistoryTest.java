package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.lambda.model.EventType.STEP_FAILED;
import static software.amazon.awssdk.services.lambda.model.EventType.STEP_STARTED;
import static software.amazon.awssdk.services.lambda.model.EventType.STEP_SUCCEEDED;

import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.RetryDetails;

/**
 * A STEP RETRY without an Error is a successful attempt (wait-for-condition's check that does not hold yet):
 * StepSucceeded with the state as Result and RetryDetails; a RETRY with an Error stays StepFailed. Lambda API
 * Reference, "OperationUpdate", "StepSucceededDetails", "StepFailedDetails", "RetryDetails"; read through the real
 * LambdaClient.
 */
class WaitForConditionHistoryTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void eachCheckThatDoesNotHoldYet_isStepSucceededWithItsStateAndRetryDetails() {
        fixture.emulator.registerFunction("poller", LambdaFixture.ALIAS, new ConditionPoller(fixture.lambda));
        String arn = fixture.invoke("poller", "poll-1", "{}").durableExecutionArn();
        for (int checks = 1; checks < ConditionPoller.HOLDS_AT; checks++) {
            int done = checks;
            Poll.until(() -> stepEvents(arn), events -> succeeded(events).size() == done);
            fixture.clock.advance(Duration.ofSeconds(ConditionPoller.DELAY_SECONDS));
        }
        var execution = fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);

        List<Event> steps = stepEvents(arn);
        assertThat(steps)
                .extracting(Event::eventType)
                .containsExactly(
                        STEP_STARTED, STEP_SUCCEEDED, STEP_STARTED, STEP_SUCCEEDED, STEP_STARTED, STEP_SUCCEEDED);
        assertThat(succeeded(steps))
                .extracting(e -> e.stepSucceededDetails().result().payload())
                .containsExactly("1", "2", "3");
        assertThat(succeeded(steps))
                .extracting(e -> e.stepSucceededDetails().retryDetails())
                .containsExactly(retry(1, 10), retry(2, 10), retry(3, null));
        assertThat(execution.result()).isEqualTo("3");
    }

    @Test
    void aRetryWithAnError_staysStepFailed() {
        AtomicInteger attempts = new AtomicInteger();
        fixture.emulator.registerFunction(
                "flaky",
                LambdaFixture.ALIAS,
                new DurableHandler<String, String>(String.class, fixture.emulator.runtime()) {
                    @Override
                    protected String handle(String input, DurableContext context) {
                        return context.step("flaky", String.class, step -> {
                            if (attempts.incrementAndGet() == 1) throw new IllegalStateException("not yet");
                            return "ok";
                        });
                    }
                });
        String arn = fixture.invoke("flaky", "flaky-1", "\"x\"").durableExecutionArn();
        Poll.until(() -> stepEvents(arn), events -> events.stream().anyMatch(e -> e.eventType() == STEP_FAILED));
        fixture.clock.advance(Duration.ofSeconds(1));
        fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);

        List<Event> steps = stepEvents(arn);
        assertThat(steps)
                .extracting(Event::eventType)
                .containsExactly(STEP_STARTED, STEP_FAILED, STEP_STARTED, STEP_SUCCEEDED);
        Event failed = steps.get(1);
        assertThat(failed.stepFailedDetails().error().payload().errorMessage()).contains("not yet");
        assertThat(failed.stepFailedDetails().retryDetails()).isEqualTo(retry(1, 1));
        assertThat(steps.get(3).stepSucceededDetails().retryDetails()).isEqualTo(retry(2, null));
    }

    private List<Event> stepEvents(String arn) {
        return LambdaHistory.read(fixture.lambda, arn, true).stream()
                .filter(e -> e.eventType().toString().startsWith("Step"))
                .toList();
    }

    private static List<Event> succeeded(List<Event> events) {
        return events.stream().filter(e -> e.eventType() == STEP_SUCCEEDED).toList();
    }

    private static RetryDetails retry(Integer attempt, Integer delay) {
        return RetryDetails.builder()
                .currentAttempt(attempt)
                .nextAttemptDelaySeconds(delay)
                .build();
    }
}
