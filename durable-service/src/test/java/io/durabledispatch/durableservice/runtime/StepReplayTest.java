package io.durabledispatch.durableservice.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.RetryPolicy;
import io.durabledispatch.runtime.StepOptions;
import io.durabledispatch.runtime.StepSemantics;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

class StepReplayTest {
    private final DurableTestHarness harness = new DurableTestHarness();
    private final AtomicInteger charges = new AtomicInteger();
    private final AtomicInteger receipts = new AtomicInteger();

    private void register(StepOptions chargeOptions) {
        harness.register("orders", Workflows.handler(harness.runtime(), String.class, (order, ctx) -> {
            String charge = ctx.step(
                    "charge", String.class, s -> "ch-" + order + "-" + charges.incrementAndGet(), chargeOptions);
            ctx.sleep("cool-down", Duration.ofSeconds(30));
            ctx.step("receipt", Integer.class, s -> receipts.incrementAndGet());
            return charge;
        }));
    }

    @Test
    void replay_returnsCheckpointedResult_withoutRerunningFinishedSteps() {
        register(StepOptions.defaults());
        String arn = harness.start("orders", "order-42", "\"42\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofSeconds(30));

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("\"ch-42-1\"");
        assertThat(charges).hasValue(1);
        assertThat(receipts).hasValue(1);
    }

    @Test
    void crashBeforeSucceedCheckpoint_rerunsStep_whenAtLeastOncePerRetry() {
        register(StepOptions.defaults());
        harness.crashBeforeCheckpoint("charge", OperationAction.SUCCEED);
        String arn = harness.start("orders", "order-42", "\"42\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofMinutes(1));

        assertThat(charges).as("side effect ran, checkpoint lost, ran again").hasValue(2);
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("\"ch-42-2\"");
    }

    @Test
    void crashBeforeSucceedCheckpoint_failsAttemptInsteadOfRerunning_whenAtMostOncePerRetry() {
        register(new StepOptions(RetryPolicy.none(), StepSemantics.AT_MOST_ONCE_PER_RETRY));
        harness.crashBeforeCheckpoint("charge", OperationAction.SUCCEED);
        String arn = harness.start("orders", "order-42", "\"42\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofMinutes(1));

        assertThat(charges).as("the interrupted attempt is not run again").hasValue(1);
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("StepInterrupted");
        assertThat(harness.operation(arn, "charge").orElseThrow().status()).isEqualTo(OperationStatus.FAILED);
        assertThat(receipts).hasValue(0);
    }
}
