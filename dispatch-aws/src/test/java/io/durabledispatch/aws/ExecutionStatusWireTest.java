package io.durabledispatch.aws;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.status.ExecutionState;
import io.durabledispatch.core.status.Phase;
import io.durabledispatch.core.status.StatusAnswer;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The status adapters with the real SDK clients against a fake on 127.0.0.1: the calls on the wire, the answers. */
class ExecutionStatusWireTest {
    private static final String NAME = "order-ord-1001-5be1c0b7a4f0c9e2d1a3b4c5";
    private static final String DURABLE_ARN =
            "arn:aws:lambda:us-east-1:123456789012:function:order-workflow:live/durable-execution/" + NAME + "/0f1e";
    private static final String MACHINE = "arn:aws:states:us-east-1:123456789012:stateMachine:payments";

    private final WireFake wire = new WireFake();
    private final AwsClients clients = AwsClients.create(new ClientSettings(
            "us-east-1",
            new ClientSettings.Endpoints(
                    Optional.of(wire.endpoint()), Optional.of(wire.endpoint()), Optional.of(wire.endpoint())),
            1,
            Optional.of(new ClientSettings.StaticKeys("test", "test", Optional.empty())),
            ClientSettings.RetryMode.STANDARD,
            2,
            true));

    @AfterEach
    void stop() {
        wire.close();
    }

    private static ExecutionState found(StatusAnswer answer) {
        return answer.fold(StatusAnswer.Found::execution, () -> null, unreadable -> null);
    }

    private static String kind(StatusAnswer answer) {
        return answer.fold(f -> "found", () -> "missing", u -> "unreadable");
    }

    @Test
    void lambda_withoutAnArn_listsByNameOnTheQualifier_thenGetsTheExecutionWithItsData() {
        wire.answer(
                        "durable-executions?",
                        200,
                        "{\"DurableExecutions\":[{\"DurableExecutionArn\":\"" + DURABLE_ARN + "x\","
                                + "\"DurableExecutionName\":\"" + NAME + "-longer\",\"Status\":\"RUNNING\"},"
                                + "{\"DurableExecutionArn\":\"" + DURABLE_ARN + "\",\"DurableExecutionName\":\"" + NAME
                                + "\",\"Status\":\"SUCCEEDED\"}]}")
                .answer(
                        "GET /2025-12-01/durable-executions/" + DURABLE_ARN + "?",
                        200,
                        "{\"DurableExecutionArn\":\"" + DURABLE_ARN + "\",\"DurableExecutionName\":\"" + NAME
                                + "\",\"Status\":\"SUCCEEDED\",\"Result\":\"{\\\"orderId\\\":\\\"o-1\\\"}\"}");

        StatusAnswer answer = new LambdaDurableStatus(clients.lambda())
                .read(new LambdaDurableTarget("order-workflow", "live"), NAME, Optional.empty());

        assertThat(found(answer).phase()).isEqualTo(Phase.SUCCEEDED);
        assertThat(found(answer).result()).contains("{\"orderId\":\"o-1\"}");
        assertThat(found(answer).executionId()).contains(DURABLE_ARN);
        assertThat(wire.requests.get(0))
                .contains("/functions/order-workflow/durable-executions")
                .contains("Qualifier=live")
                .contains("DurableExecutionName=" + NAME);
        assertThat(wire.requests.get(1)).contains("IncludeExecutionData=true");
    }

    @Test
    void lambda_withAnArn_readsItDirectly_andShowsTheError() {
        wire.answer(
                "GET /2025-12-01/durable-executions/",
                200,
                "{\"DurableExecutionArn\":\"" + DURABLE_ARN + "\",\"DurableExecutionName\":\"" + NAME
                        + "\",\"Status\":\"FAILED\",\"Error\":{\"ErrorType\":\"PaymentDeclined\","
                        + "\"ErrorMessage\":\"card expired\"}}");

        StatusAnswer answer = new LambdaDurableStatus(clients.lambda())
                .read(new LambdaDurableTarget("order-workflow", "live"), NAME, Optional.of(DURABLE_ARN));

        assertThat(found(answer).phase()).isEqualTo(Phase.FAILED);
        assertThat(found(answer).error()).contains("PaymentDeclined: card expired");
        assertThat(wire.requests).hasSize(1);
    }

    @Test
    void lambda_withNoExecutionListed_isMissing() {
        wire.answer("durable-executions?", 200, "{\"DurableExecutions\":[]}");

        StatusAnswer answer = new LambdaDurableStatus(clients.lambda())
                .read(new LambdaDurableTarget("order-workflow", "live"), NAME, Optional.empty());

        assertThat(kind(answer)).isEqualTo("missing");
    }

    @Test
    void lambda_throttled_isUnreadable_throttled() {
        wire.answer(
                "durable-executions?", 429, "{\"__type\":\"TooManyRequestsException\",\"message\":\"Rate exceeded\"}");

        StatusAnswer answer = new LambdaDurableStatus(clients.lambda())
                .read(new LambdaDurableTarget("order-workflow", "live"), NAME, Optional.empty());

        assertThat(answer.fold(f -> null, () -> null, StatusAnswer.Unreadable::cause))
                .isEqualTo(RetryCause.THROTTLED);
    }

    @Test
    void stepFunctions_describesTheExecutionByItsArn_withOutputOrError() {
        wire.answer(
                "AWSStepFunctions.DescribeExecution",
                200,
                "{\"executionArn\":\"arn:aws:states:us-east-1:123456789012:execution:payments:" + NAME + "\","
                        + "\"name\":\"" + NAME + "\",\"status\":\"TIMED_OUT\",\"error\":\"States.Timeout\","
                        + "\"cause\":\"took too long\",\"startDate\":1773342238,\"stateMachineArn\":\"" + MACHINE
                        + "\"}");

        StatusAnswer answer =
                new StepFunctionsStatus(clients.sfn()).read(new StepFunctionsTarget(MACHINE), NAME, Optional.empty());

        assertThat(found(answer).status()).isEqualTo("TIMED_OUT");
        assertThat(found(answer).phase()).isEqualTo(Phase.FAILED);
        assertThat(found(answer).error()).contains("States.Timeout: took too long");
        assertThat(wire.requests.get(0)).contains("execution:payments:" + NAME);
    }

    @Test
    void stepFunctions_unknownExecution_isMissing() {
        wire.answer(
                "AWSStepFunctions.DescribeExecution",
                400,
                "{\"__type\":\"ExecutionDoesNotExist\",\"message\":\"Execution Does Not Exist\"}");

        StatusAnswer answer =
                new StepFunctionsStatus(clients.sfn()).read(new StepFunctionsTarget(MACHINE), NAME, Optional.empty());

        assertThat(kind(answer)).isEqualTo("missing");
    }
}
