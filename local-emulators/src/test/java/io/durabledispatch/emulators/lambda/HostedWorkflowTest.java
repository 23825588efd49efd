package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.APPROVAL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.CallbackTimeoutException;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/** A workflow with a step, a sleep and a callback runs to completion, every checkpoint going over HTTP. */
class HostedWorkflowTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void workflow_sleepsThenWaitsForCallback_andSucceedsWhenTheCallbackIsCompleted() throws Exception {
        String arn = fixture.invoke(APPROVAL, "order-10", "{\"orderId\":\"10\",\"amount\":3}")
                .durableExecutionArn();
        awaitOperation(arn, OperationType.WAIT, OperationStatus.STARTED);

        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        String callbackId = awaitCallbackId();
        fixture.lambda.sendDurableExecutionCallbackSuccess(
                b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"approved\"")));

        GetDurableExecutionResponse done = fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);
        assertThat(done.result()).isEqualTo("\"reserved-10/approved\"");
        assertThat(done.inputPayload()).isEqualTo("{\"orderId\":\"10\",\"amount\":3}");
        assertThat(done.endTimestamp()).isEqualTo(fixture.clock.instant());
        assertThat(fixture.emulator.operations(arn))
                .extracting(Operation::type)
                .contains(OperationType.EXECUTION, OperationType.STEP, OperationType.WAIT, OperationType.CALLBACK);
    }

    @Test
    void workflow_doesNotResumeBeforeTheSleepIsDue() {
        String arn = fixture.invoke(APPROVAL, "order-11", "{\"orderId\":\"11\",\"amount\":3}")
                .durableExecutionArn();
        awaitOperation(arn, OperationType.WAIT, OperationStatus.STARTED);

        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.minusSeconds(1));

        assertThat(fixture.approval.callbackIds).isEmpty();
        assertThat(fixture.emulator.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
    }

    @Test
    void failedCallback_failsTheExecution_andTheCallbackCannotBeCompletedTwice() throws Exception {
        String arn = fixture.invoke(APPROVAL, "order-12", "{\"orderId\":\"12\",\"amount\":3}")
                .durableExecutionArn();
        awaitOperation(arn, OperationType.WAIT, OperationStatus.STARTED);
        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        String callbackId = awaitCallbackId();

        fixture.lambda.sendDurableExecutionCallbackFailure(
                b -> b.callbackId(callbackId).error(e -> e.errorType("Rejected").errorMessage("no budget")));

        assertThat(fixture.awaitStatus(arn, ExecutionStatus.FAILED).error().errorMessage())
                .contains("no budget");
        assertThatThrownBy(() -> fixture.lambda.sendDurableExecutionCallbackSuccess(
                        b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"late\""))))
                .isInstanceOf(CallbackTimeoutException.class);
    }

    @Test
    void heartbeat_isAcceptedForAnOpenCallback_andUnknownCallbacksAreNotFound() throws Exception {
        String arn = fixture.invoke(APPROVAL, "order-13", "{\"orderId\":\"13\",\"amount\":3}")
                .durableExecutionArn();
        awaitOperation(arn, OperationType.WAIT, OperationStatus.STARTED);
        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        String callbackId = awaitCallbackId();

        fixture.lambda.sendDurableExecutionCallbackHeartbeat(b -> b.callbackId(callbackId));

        assertThat(fixture.emulator.execution(arn).status()).isEqualTo(ExecutionStatus.RUNNING);
        assertThatThrownBy(() -> fixture.lambda.sendDurableExecutionCallbackHeartbeat(b -> b.callbackId("bm9wZQ==")))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    private String awaitCallbackId() throws InterruptedException {
        String callbackId = fixture.approval.callbackIds.poll(10, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(callbackId)
                .as("callback id handed out; operations: %s", fixture.emulator.executions())
                .isNotNull();
        return callbackId;
    }

    private void awaitOperation(String arn, OperationType type, OperationStatus status) {
        Poll.until(
                () -> fixture.emulator.operations(arn),
                (List<Operation> operations) ->
                        operations.stream().anyMatch(op -> op.type() == type && op.status() == status));
    }
}
