package io.durabledispatch.durableservice.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.CallbackFailedException;
import io.durabledispatch.runtime.CallbackOptions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

class SuspensionTest {
    private final DurableTestHarness harness = new DurableTestHarness();
    private final List<String> submitted = new CopyOnWriteArrayList<>();
    private final AtomicBoolean sawTimeout = new AtomicBoolean();

    @Test
    void sleep_suspendsTheExecution_andResumesWhenTheClockPassesItsEnd() {
        harness.register("reminders", Workflows.handler(harness.runtime(), String.class, (input, ctx) -> {
            ctx.sleep("grace-period", Duration.ofMinutes(10));
            return "reminded";
        }));
        String arn = harness.start("reminders", "rem-1", "\"x\"");

        harness.runUntilIdle();
        harness.advance(Duration.ofMinutes(10).minusSeconds(1));
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        assertThat(harness.operation(arn, "grace-period").orElseThrow().status())
                .isEqualTo(OperationStatus.STARTED);

        harness.advance(Duration.ofSeconds(1));
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("\"reminded\"");
    }

    private String registerApproval() {
        return registerApproval(CallbackOptions.timeout(Duration.ofHours(1)));
    }

    private String registerApproval(CallbackOptions options) {
        harness.register("approvals", Workflows.handler(harness.runtime(), String.class, (input, ctx) -> {
            try {
                return ctx.waitForCallback(
                        "manager-approval", String.class, (callbackId, step) -> submitted.add(callbackId), options);
            } catch (CallbackFailedException e) {
                sawTimeout.set(e.timedOut());
                throw e;
            }
        }));
        String arn = harness.start("approvals", "appr-1", "\"x\"");
        harness.runUntilIdle();
        return arn;
    }

    @Test
    void waitForCallback_suspendsUntilCompleted_andReturnsTheCallbackResult() {
        String arn = registerApproval();
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        String callbackId = harness.callbackId(arn, "manager-approval");
        assertThat(submitted).containsExactly(callbackId);

        harness.completeCallback(callbackId, "\"approved\"");

        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(harness.execution(arn).result()).isEqualTo("\"approved\"");
        assertThat(submitted).as("the submitter step is not replayed").hasSize(1);
    }

    @Test
    void waitForCallback_timesOutIntoAFailure() {
        String arn = registerApproval();

        harness.advance(Duration.ofHours(1));

        assertThat(sawTimeout).isTrue();
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("Callback.Timeout");
        assertThat(harness.operation(arn, "manager-approval").orElseThrow().status())
                .isEqualTo(OperationStatus.TIMED_OUT);
    }

    @Test
    void waitForCallback_raisesTheFailureSentByTheCaller() {
        String arn = registerApproval();

        harness.failCallback(harness.callbackId(arn, "manager-approval"), "Rejected", "budget exceeded");

        assertThat(sawTimeout).isFalse();
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("Rejected");
        assertThat(harness.execution(arn).error().errorMessage()).contains("budget exceeded");
    }

    @Test
    void waitForCallback_timesOutOnAMissedHeartbeat_butNotWhileHeartbeatsArrive() {
        String arn = registerApproval(new CallbackOptions(Duration.ofHours(1), Duration.ofMinutes(5)));
        String callbackId = harness.callbackId(arn, "manager-approval");

        harness.advance(Duration.ofMinutes(4));
        harness.service().heartbeatCallback(callbackId);
        harness.advance(Duration.ofMinutes(4));
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        harness.advance(Duration.ofMinutes(1));

        assertThat(sawTimeout).isTrue();
        assertThat(harness.execution(arn).status()).isEqualTo(ExecutionStatus.FAILED);
        assertThat(harness.execution(arn).error().errorType()).isEqualTo("Callback.Heartbeat");
    }
}
