package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.APPROVAL;
import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.DurableExecutionAlreadyStartedException;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvalidParameterValueException;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/** The Invoke name table (docs/reference/durable-protocol.md, "Execution names"), row by row, through the real LambdaClient. */
class InvokeNameTableTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void invoke_withNewName_answers202WithQualifiedDurableArn() {
        InvokeResponse response = fixture.invoke(ECHO, "order-1", "{\"id\":\"1\"}");

        assertThat(response.statusCode()).isEqualTo(202);
        assertThat(response.executedVersion()).isEqualTo("1");
        assertThat(response.durableExecutionArn())
                .matches(
                        "arn:aws:lambda:us-east-1:000000000000:function:echo-workflow:1/durable-execution/order-1/[A-Za-z0-9_-]+");
        assertThat(fixture.awaitStatus(response.durableExecutionArn(), ExecutionStatus.SUCCEEDED)
                        .result())
                .isEqualTo("\"echo-1\"");
    }

    @Test
    void invoke_withoutName_startsANewExecutionEachTime() {
        String first = fixture.invoke(ECHO, null, "{\"id\":\"1\"}").durableExecutionArn();
        String second = fixture.invoke(ECHO, null, "{\"id\":\"1\"}").durableExecutionArn();

        assertThat(first).isNotEqualTo(second);
    }

    @Test
    void invoke_runningSameNameSamePayload_returnsTheExistingExecution() {
        String first = fixture.invoke(APPROVAL, "order-2", "{\"orderId\":\"2\",\"amount\":5}")
                .durableExecutionArn();

        InvokeResponse again = fixture.invoke(APPROVAL, "order-2", "{\"orderId\":\"2\",\"amount\":5}");

        assertThat(again.statusCode()).isEqualTo(202);
        assertThat(again.durableExecutionArn()).isEqualTo(first);
        assertThat(fixture.emulator.executions()).hasSize(1);
    }

    @Test
    void invoke_runningSameNameDifferentPayload_isRefusedWith409() {
        fixture.invoke(APPROVAL, "order-3", "{\"orderId\":\"3\",\"amount\":5}");

        assertThatThrownBy(() -> fixture.invoke(APPROVAL, "order-3", "{\"orderId\":\"3\",\"amount\":6}"))
                .isInstanceOfSatisfying(DurableExecutionAlreadyStartedException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(409);
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("DurableExecutionAlreadyStartedException");
                });
    }

    @Test
    void invoke_closedSameNameSamePayload_returnsTheClosedExecution() {
        String arn = fixture.invoke(ECHO, "order-4", "{\"id\":\"4\"}").durableExecutionArn();
        fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);

        assertThat(fixture.invoke(ECHO, "order-4", "{\"id\":\"4\"}").durableExecutionArn())
                .isEqualTo(arn);
        assertThat(fixture.emulator.executions()).hasSize(1);
    }

    @Test
    void invoke_closedSameNameDifferentPayload_isRefusedWith409() {
        String arn = fixture.invoke(ECHO, "order-5", "{\"id\":\"5\"}").durableExecutionArn();
        fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);

        assertThatThrownBy(() -> fixture.invoke(ECHO, "order-5", "{\"id\":\"6\"}"))
                .isInstanceOf(DurableExecutionAlreadyStartedException.class);
    }

    @Test
    void invoke_afterRetentionExpired_startsANewExecutionUnderTheSameName() {
        String arn = fixture.invoke(ECHO, "order-6", "{\"id\":\"6\"}").durableExecutionArn();
        fixture.awaitStatus(arn, ExecutionStatus.SUCCEEDED);
        fixture.clock.advance(LambdaFixture.RETENTION.plusSeconds(1));

        String again = fixture.invoke(ECHO, "order-6", "{\"id\":\"7\"}").durableExecutionArn();

        assertThat(again).isNotEqualTo(arn).contains("/durable-execution/order-6/");
        assertThat(fixture.awaitStatus(again, ExecutionStatus.SUCCEEDED).result())
                .isEqualTo("\"echo-7\"");
    }

    @Test
    void invoke_unqualified_isRefusedAsInvalidParameter() {
        assertThatThrownBy(() -> fixture.lambda.invoke(b -> b.functionName(ECHO)
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName("order-7")
                        .payload(SdkBytes.fromUtf8String("{}"))))
                .isInstanceOf(InvalidParameterValueException.class);
        assertThat(fixture.emulator.executions()).isEmpty();
    }

    @Test
    void invoke_qualifiedByFullArn_isAccepted() {
        String arn = "arn:aws:lambda:us-east-1:000000000000:function:" + ECHO + ":live";

        InvokeResponse response = fixture.lambda.invoke(b -> b.functionName(arn)
                .invocationType(InvocationType.EVENT)
                .payload(SdkBytes.fromUtf8String("{\"id\":\"8\"}")));

        assertThat(response.durableExecutionArn()).contains(":function:echo-workflow:1/durable-execution/");
    }

    @Test
    void invoke_unknownFunctionOrAlias_isNotFound() {
        assertThatThrownBy(() -> fixture.invoke("no-such-function", "x", "{}"))
                .isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> fixture.lambda.invoke(
                        b -> b.functionName(ECHO).qualifier("staging").invocationType(InvocationType.EVENT)))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void invoke_withIllegalName_isRefusedAsInvalidParameter() {
        assertThatThrownBy(() -> fixture.invoke(ECHO, "has space", "{}"))
                .isInstanceOf(InvalidParameterValueException.class);
        assertThatThrownBy(() -> fixture.invoke(ECHO, "n".repeat(65), "{}"))
                .isInstanceOf(InvalidParameterValueException.class);
    }

    @Test
    void invoke_requestResponse_waitsForTheResult() {
        InvokeResponse response = fixture.lambda.invoke(b -> b.functionName(ECHO)
                .qualifier("live")
                .invocationType(InvocationType.REQUEST_RESPONSE)
                .durableExecutionName("order-9")
                .payload(SdkBytes.fromUtf8String("{\"id\":\"9\"}")));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.payload().asUtf8String()).isEqualTo("\"echo-9\"");
        Poll.until(() -> fixture.emulator.executions(), list -> list.size() == 1);
    }
}
