package io.durabledispatch.durableservice.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class DeterminismTest {
    private final DurableTestHarness harness = new DurableTestHarness();

    @Test
    void replay_failsExecutionWithNonDeterminism_whenCodeAsksForADifferentOperation() {
        AtomicBoolean codeChanged = new AtomicBoolean();
        harness.register("orders", Workflows.handler(harness.runtime(), String.class, (input, ctx) -> {
            ctx.step(codeChanged.get() ? "reserve-stock" : "charge", String.class, step -> "done");
            ctx.sleep("settle", Duration.ofSeconds(5));
            return "ok";
        }));
        String arn = harness.start("orders", "order-7", "\"x\"");
        harness.runUntilIdle();

        codeChanged.set(true);
        harness.advance(Duration.ofSeconds(5));

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("NonDeterministicExecution");
        assertThat(harness.execution(arn).error().errorMessage()).contains("'charge'", "'reserve-stock'");
    }

    @Test
    void nonDeterminism_failsExecution_evenWhenTheWorkflowSwallowsTheException() {
        AtomicBoolean codeChanged = new AtomicBoolean();
        harness.register("orders", Workflows.handler(harness.runtime(), String.class, (input, ctx) -> {
            try {
                ctx.step(codeChanged.get() ? "other" : "charge", String.class, step -> "done");
            } catch (RuntimeException swallowed) {
                return "pretend success";
            }
            ctx.sleep("settle", Duration.ofSeconds(5));
            return "ok";
        }));
        String arn = harness.start("orders", "order-8", "\"x\"");
        harness.runUntilIdle();

        codeChanged.set(true);
        harness.advance(Duration.ofSeconds(5));

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("NonDeterministicExecution");
    }

    @Test
    void logger_doesNotRepeatLinesDuringReplay() {
        List<String> lines = new CopyOnWriteArrayList<>();
        DurableRuntime runtime = harness.runtime().withLogSink(lines::add);
        harness.register("orders", Workflows.handler(runtime, String.class, (input, ctx) -> {
            ctx.logger().info("order received", "order", input);
            ctx.step("charge", String.class, step -> "ch-1");
            ctx.logger().info("charged");
            ctx.sleep("settle", Duration.ofSeconds(5));
            ctx.logger().info("settled");
            return "ok";
        }));
        harness.start("orders", "order-9", "\"9\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofSeconds(5));

        assertThat(lines).hasSize(3);
        assertThat(lines.get(0))
                .contains("\"message\":\"order received\"", "\"order\":\"9\"", "\"execution\":\"order-9\"");
        assertThat(lines.get(1)).contains("\"message\":\"charged\"");
        assertThat(lines.get(2)).contains("\"message\":\"settled\"");
    }
}
