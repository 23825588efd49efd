package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.testing.Poll;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;
import software.amazon.awssdk.services.sfn.model.ExecutionAlreadyExistsException;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;
import software.amazon.awssdk.services.sfn.model.StartExecutionResponse;

/** The STANDARD name table of StartExecution, driven row by row through the real SfnClient. */
class StepFunctionsEmulatorTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));

    @RegisterExtension
    final RunningStepFunctions stepFunctions =
            new RunningStepFunctions(EmulatorSettings.defaults().withClock(clock));

    private final CountDownLatch release = new CountDownLatch(1);
    private String echoArn;
    private String heldArn;

    @BeforeEach
    void start() {
        echoArn = stepFunctions.emulator().registerStateMachine("echo", input -> "{\"echo\":" + input + "}");
        heldArn = stepFunctions.emulator().registerStateMachine("held", input -> {
            release.await();
            return input;
        });
    }

    @AfterEach
    void stop() {
        release.countDown();
    }

    @Test
    void start_runsTheFunction_andDescribeShowsInputAndOutput() {
        StartExecutionResponse started = start(echoArn, "order-1", "{\"a\":1}");

        DescribeExecutionResponse done = awaitClosed(started.executionArn());

        assertThat(done.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(done.name()).isEqualTo("order-1");
        assertThat(done.input()).isEqualTo("{\"a\":1}");
        assertThat(done.output()).isEqualTo("{\"echo\":{\"a\":1}}");
        assertThat(done.startDate()).isEqualTo(clock.instant());
        assertThat(started.executionArn()).isEqualTo("arn:aws:states:us-east-1:000000000000:execution:echo:order-1");
    }

    @Test
    void start_returnsOriginalResponse_whenRunningWithSameInput() {
        StartExecutionResponse first = start(heldArn, "order-2", "{\"a\":1}");
        clock.advance(Duration.ofMinutes(1));

        StartExecutionResponse again = start(heldArn, "order-2", "{\"a\":1}");

        assertThat(again.executionArn()).isEqualTo(first.executionArn());
        assertThat(again.startDate()).isEqualTo(first.startDate());
        assertThat(stepFunctions.emulator().executions()).hasSize(1);
    }

    @Test
    void start_isRefused_whenRunningWithDifferentInput() {
        start(heldArn, "order-3", "{\"a\":1}");

        assertThatThrownBy(() -> start(heldArn, "order-3", "{\"a\":2}"))
                .isInstanceOf(ExecutionAlreadyExistsException.class)
                .satisfies(e -> assertThat(((ExecutionAlreadyExistsException) e).statusCode())
                        .isEqualTo(400));
    }

    @Test
    void start_isRefused_whenClosedEvenWithSameInput() {
        awaitClosed(start(echoArn, "order-4", "{\"a\":1}").executionArn());

        assertThatThrownBy(() -> start(echoArn, "order-4", "{\"a\":1}"))
                .isInstanceOf(ExecutionAlreadyExistsException.class);
    }

    @Test
    void start_createsNewExecution_whenClosedNameIsOlderThanNinetyDays() {
        String arn = start(echoArn, "order-5", "{\"a\":1}").executionArn();
        awaitClosed(arn);
        clock.advance(StepFunctionsEmulator.NAME_MEMORY.plusSeconds(1));

        StartExecutionResponse again = start(echoArn, "order-5", "{\"a\":2}");

        assertThat(again.executionArn()).isEqualTo(arn);
        assertThat(awaitClosed(arn).input()).isEqualTo("{\"a\":2}");
    }

    @Test
    void failingFunction_closesExecutionAsFailed_withErrorAndCause() {
        String failArn = stepFunctions.emulator().registerStateMachine("broken", input -> {
            throw new IllegalStateException("no stock");
        });

        DescribeExecutionResponse done =
                awaitClosed(start(failArn, "order-6", "{}").executionArn());

        assertThat(done.status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(done.error()).isEqualTo("java.lang.IllegalStateException");
        assertThat(done.cause()).isEqualTo("no stock");
    }

    private StartExecutionResponse start(String stateMachineArn, String name, String input) {
        return stepFunctions
                .sfn()
                .startExecution(
                        b -> b.stateMachineArn(stateMachineArn).name(name).input(input));
    }

    @Test
    void executionCounts_countStartsAndClosesButNotDuplicateStarts() {
        awaitClosed(start(echoArn, "count-1", "{}").executionArn());
        String held = start(heldArn, "count-2", "{}").executionArn();
        start(heldArn, "count-2", "{}");

        assertThat(stepFunctions.emulator().executionCounts().started()).isEqualTo(2);
        assertThat(stepFunctions.emulator().executionCounts().running()).isEqualTo(1);

        stepFunctions.sfn().stopExecution(b -> b.executionArn(held));

        assertThat(stepFunctions.emulator().executionCounts().closed()).isEqualTo(2);
        assertThat(stepFunctions.emulator().executionCounts().running()).isZero();
    }

    private DescribeExecutionResponse awaitClosed(String executionArn) {
        return Poll.until(
                () -> stepFunctions.sfn().describeExecution(b -> b.executionArn(executionArn)),
                d -> d.status() != ExecutionStatus.RUNNING);
    }
}
