package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class StatePagingTest {
    private static final int STEPS = 7;

    private final DurableTestHarness harness =
            new DurableTestHarness(ServiceSettings.defaults().withStatePageSize(2));
    private final AtomicInteger bodyRuns = new AtomicInteger();

    /** Sums step results, so a page the runtime failed to load would re-run a step and change the count. */
    private final class Summing extends DurableHandler<Integer, Integer> {
        Summing() {
            super(Integer.class, harness.runtime());
        }

        @Override
        protected Integer handle(Integer base, DurableContext context) {
            int total = 0;
            for (int i = 1; i <= STEPS; i++) {
                int value = i;
                total += context.step("add-" + i, Integer.class, step -> {
                    bodyRuns.incrementAndGet();
                    return base * value;
                });
            }
            context.sleep("settle", Duration.ofSeconds(1));
            return total;
        }
    }

    @Test
    void runtime_pagesALargeInitialState_beforeReplaying() {
        harness.register("summing", new Summing());
        String arn = harness.start("summing", "sum-1", "10");

        harness.runUntilIdle();
        harness.advance(Duration.ofSeconds(1));

        assertThat(harness.operations(arn)).hasSizeGreaterThan(4 * 2);
        assertThat(bodyRuns).as("every step replayed from paged state").hasValue(STEPS);
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("280");
    }
}
