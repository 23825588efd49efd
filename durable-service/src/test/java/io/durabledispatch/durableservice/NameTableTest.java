package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class NameTableTest {
    private final DurableTestHarness harness =
            new DurableTestHarness(ServiceSettings.defaults().withRetention(Duration.ofDays(1)));

    NameTableTest() {
        harness.register(
                "orders",
                (in, out, context) ->
                        out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded("\"done\""))));
    }

    private StartedExecution start(String name, String payload) {
        return harness.startExecution(new StartExecutionRequest("orders", "1", name, payload));
    }

    @Test
    void start_returnsTheRunningExecution_whenSameNameAndSamePayload() {
        StartedExecution first = start("order-42", "{\"amount\":10}");

        StartedExecution again = start("order-42", "{\"amount\":10}");

        assertThat(first.created()).isTrue();
        assertThat(again.created()).isFalse();
        assertThat(again.executionArn()).isEqualTo(first.executionArn());
        assertThat(harness.service().list(ListExecutionsQuery.of("orders")).executions())
                .hasSize(1);
    }

    @Test
    void start_returnsTheClosedExecution_whenSameNameAndSamePayload() {
        StartedExecution first = start("order-42", "{\"amount\":10}");
        harness.runUntilIdle();

        StartedExecution again = start("order-42", "{\"amount\":10}");

        assertThat(again).isEqualTo(new StartedExecution(first.executionArn(), false, "1"));
        assertThat(harness.execution(again.executionArn()).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
    }

    @Test
    void start_refusesWithAlreadyStarted_whenSameNameDifferentPayload() {
        start("order-42", "{\"amount\":10}");

        assertThatThrownBy(() -> start("order-42", "{\"amount\":99}"))
                .isInstanceOfSatisfying(DurableServiceException.class, e -> {
                    assertThat(e.errorCode()).isEqualTo("DurableExecutionAlreadyStartedException");
                    assertThat(e.httpStatus()).isEqualTo(409);
                });
    }

    @Test
    void start_createsANewExecution_afterTheClosedOnesRetentionExpired() {
        StartedExecution first = start("order-42", "{\"amount\":10}");
        harness.runUntilIdle();

        harness.advance(Duration.ofDays(1));
        StartedExecution later = start("order-42", "{\"amount\":99}");

        assertThat(later.created()).isTrue();
        assertThat(later.executionArn()).isNotEqualTo(first.executionArn());
        assertThatThrownBy(() -> harness.execution(first.executionArn()))
                .isInstanceOfSatisfying(
                        DurableServiceException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(404));
    }

    @Test
    void start_refusesAnIllegalExecutionName() {
        assertThatThrownBy(() -> start("order 42/x", "{}"))
                .isInstanceOfSatisfying(
                        DurableServiceException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(400));
    }
}
