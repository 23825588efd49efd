package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** A wait that elapses while the function is still running must not turn its PENDING answer into a failure. */
class TriggerDuringInvocationTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final InMemoryExecutionStore store = new InMemoryExecutionStore();
    private final AtomicInteger invocations = new AtomicInteger();
    private DurableExecutionService service;

    @Test
    void pendingAnswer_afterWaitElapsedDuringInvocation_reinvokesInsteadOfFailing() {
        service = new DurableExecutionService(store, this::invoke, clock, ServiceSettings.defaults());
        String arn = service.start(new StartExecutionRequest("fn", "1", "race", "{}"))
                .executionArn();

        service.runDue();

        assertThat(invocations).hasValue(2);
        assertThat(service.get(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
    }

    private byte[] invoke(String function, byte[] document) {
        InvocationInput input = DurableWireCodec.invocation().readInput(document);
        if (invocations.incrementAndGet() > 1) {
            return DurableWireCodec.invocation().write(InvocationOutput.succeeded("\"done\""));
        }
        OperationUpdate wait = OperationUpdate.builder()
                .id("w1")
                .type("WAIT")
                .subType("Wait")
                .action("START")
                .waitOptions(o -> o.waitSeconds(1))
                .build();
        service.checkpoint(
                input.durableExecutionArn(), new CheckpointRequest(input.checkpointToken(), "c1", List.of(wait)));
        clock.advance(Duration.ofSeconds(2));
        service.runDue(); // another worker's look: the wait fires while this invocation is still running
        return DurableWireCodec.invocation().write(InvocationOutput.pending());
    }
}
