package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.APPROVAL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.CallbackTimeoutException;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvalidParameterValueException;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/**
 * The callback APIs' documented errors (Lambda API Reference, "SendDurableExecutionCallbackHeartbeat",
 * https://docs.aws.amazon.com/lambda/latest/api/API_SendDurableExecutionCallbackHeartbeat.html, and its Success
 * and Failure siblings): a CallbackId not of the form {@code [A-Za-z0-9+/]+={0,2}} (1-1024) is invalid, an unknown
 * one is not found, one that completed or timed out is CallbackTimeoutException. A heartbeat keeps the callback
 * open and never completes it.
 */
class CallbackErrorsTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void malformedIds_areInvalid_andUnknownIdsAreNotFound() {
        String unknown = Base64.getEncoder()
                .encodeToString("arn:aws:lambda:us-east-1:000000000000:function:x:1/durable-execution/n/i|7"
                        .getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> heartbeat("not base64!")).isInstanceOf(InvalidParameterValueException.class);
        assertThatThrownBy(() -> heartbeat("a".repeat(1025))).isInstanceOf(InvalidParameterValueException.class);
        assertThatThrownBy(() -> heartbeat(unknown)).isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> succeed(unknown)).isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void aCompletedCallback_refusesEverythingWithCallbackTimeout() throws Exception {
        String callbackId = openCallback("order-1");
        succeed(callbackId);

        assertThatThrownBy(() -> succeed(callbackId)).isInstanceOf(CallbackTimeoutException.class);
        assertThatThrownBy(() -> heartbeat(callbackId)).isInstanceOf(CallbackTimeoutException.class);
        assertThatThrownBy(() -> fixture.lambda.sendDurableExecutionCallbackFailure(b -> b.callbackId(callbackId)))
                .isInstanceOf(CallbackTimeoutException.class);
    }

    @Test
    void aTimedOutCallback_refusesWithCallbackTimeout() throws Exception {
        String callbackId = openCallback("order-2");

        fixture.clock.advance(Duration.ofHours(1).plusSeconds(1));

        Poll.until(
                () -> fixture.emulator.operations(arnOf("order-2")).stream()
                        .anyMatch(
                                op -> op.type() == OperationType.CALLBACK && op.status() == OperationStatus.TIMED_OUT),
                Boolean::booleanValue);
        assertThatThrownBy(() -> heartbeat(callbackId)).isInstanceOf(CallbackTimeoutException.class);
        assertThatThrownBy(() -> succeed(callbackId)).isInstanceOf(CallbackTimeoutException.class);
    }

    @Test
    void aHeartbeat_keepsTheCallbackOpen() throws Exception {
        String callbackId = openCallback("order-3");

        assertThatCode(() -> heartbeat(callbackId)).doesNotThrowAnyException();

        assertThat(fixture.emulator.execution(arnOf("order-3")).status()).isEqualTo(ExecutionStatus.RUNNING);
        succeed(callbackId);
        fixture.awaitStatus(arnOf("order-3"), ExecutionStatus.SUCCEEDED);
    }

    private String openCallback(String name) throws InterruptedException {
        String arn = fixture.invoke(APPROVAL, name, "{\"orderId\":\"" + name + "\",\"amount\":1}")
                .durableExecutionArn();
        Poll.until(
                () -> fixture.emulator.operations(arn).stream()
                        .anyMatch(op -> op.type() == OperationType.WAIT && op.status() == OperationStatus.STARTED),
                Boolean::booleanValue);
        fixture.clock.advance(ApprovalWorkflow.COOL_DOWN.plusSeconds(1));
        return fixture.approval.callbackIds.take();
    }

    private String arnOf(String name) {
        return fixture.emulator.executions().stream()
                .filter(e -> e.executionName().equals(name))
                .findFirst()
                .orElseThrow()
                .executionArn();
    }

    private void heartbeat(String callbackId) {
        fixture.lambda.sendDurableExecutionCallbackHeartbeat(b -> b.callbackId(callbackId));
    }

    private void succeed(String callbackId) {
        fixture.lambda.sendDurableExecutionCallbackSuccess(
                b -> b.callbackId(callbackId).result(SdkBytes.fromUtf8String("\"ok\"")));
    }
}
