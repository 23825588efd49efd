package io.durabledispatch.durableservice.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.runtime.RetryPolicy;
import io.durabledispatch.runtime.StepOptions;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class RetryAndFailureTest {
    private final DurableTestHarness harness = new DurableTestHarness();
    private final List<Instant> attempts = new CopyOnWriteArrayList<>();

    private void registerFlakyStep(int failures, int maxAttempts) {
        StepOptions options =
                StepOptions.defaults().withRetry(RetryPolicy.exponential(maxAttempts, Duration.ofSeconds(2)));
        harness.register(
                "payments",
                Workflows.handler(
                        harness.runtime(),
                        String.class,
                        (input, ctx) -> ctx.step(
                                "call-bank",
                                String.class,
                                step -> {
                                    attempts.add(harness.clock().instant());
                                    if (step.attempt() <= failures) {
                                        throw new IOException("bank unavailable, attempt " + step.attempt());
                                    }
                                    return "paid on attempt " + step.attempt();
                                },
                                options)));
    }

    @Test
    void step_retriesWithExponentialBackoff_observedOnTheManualClock() {
        registerFlakyStep(2, 3);
        String arn = harness.start("payments", "pay-1", "\"x\"");
        Instant start = harness.clock().instant();

        harness.runUntilIdle();
        assertThat(harness.execution(arn).status())
                .as("suspended during the delay")
                .isEqualTo(ExecutionStatus.RUNNING);
        harness.advance(Duration.ofMinutes(1));

        assertThat(attempts).containsExactly(start, start.plusSeconds(2), start.plusSeconds(6));
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("\"paid on attempt 3\"");
        assertThat(harness.operation(arn, "call-bank")
                        .orElseThrow()
                        .stepDetails()
                        .attempt())
                .isEqualTo(3);
    }

    @Test
    void step_failsExecution_whenRetriesAreExhausted() {
        registerFlakyStep(5, 2);
        String arn = harness.start("payments", "pay-2", "\"x\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofMinutes(1));

        assertThat(attempts).hasSize(2);
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("java.io.IOException");
        assertThat(harness.execution(arn).error().errorMessage()).contains("bank unavailable, attempt 2");
    }

    @Test
    void workflowThatThrows_endsFailed_neverSucceeded() {
        harness.register("validator", Workflows.handler(harness.runtime(), String.class, (input, ctx) -> {
            ctx.step("check", Boolean.class, step -> true);
            throw new IllegalStateException("amount must be positive");
        }));
        String arn = harness.start("validator", "v-1", "\"x\"");

        harness.runUntilIdle();

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).result()).isNull();
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("java.lang.IllegalStateException");
        assertThat(harness.execution(arn).error().errorMessage()).isEqualTo("amount must be positive");
    }

    @Test
    void oversizedResult_failsWithAClearError() {
        DurableRuntime small = harness.runtime().withMaxResultBytes(64);
        harness.register(
                "reports",
                Workflows.handler(
                        small,
                        String.class,
                        (input, ctx) -> ctx.step(
                                "render",
                                String.class,
                                step -> "x".repeat(100),
                                StepOptions.defaults().withRetry(RetryPolicy.none()))));
        String arn = harness.start("reports", "r-1", "\"x\"");

        harness.runUntilIdle();

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("ResultTooLarge");
        assertThat(harness.execution(arn).error().errorMessage()).contains("102 bytes", "limit of 64 bytes");
    }
}
