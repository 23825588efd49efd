package io.durabledispatch.api;

import static io.durabledispatch.api.TestDoor.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** POST to a route: every answer a start can get, from real-shaped API Gateway v2 events. */
class ApiHandlerStartTest {
    private static final String PROBLEMS =
            "https://github.com/durabledispatch/durable-dispatch/blob/main/docs/" + "reference/http-door.md#";
    private final TestDoor door = new TestDoor();

    @Test
    void newRequest_is202_withTheExecutionItsArnStatusAndStatusLocation() {
        APIGatewayV2HTTPResponse response = door.send("apigw-v2-start.json");

        JsonNode body = body(response);
        assertThat(response.getStatusCode()).isEqualTo(202);
        assertThat(response.getHeaders())
                .containsEntry("Content-Type", "application/json")
                .containsEntry("Location", "/executions/order/acme/ord-1001");
        assertThat(body.get("executionName").asText()).startsWith("order-ord-1001-");
        assertThat(body.get("executionArn").asText())
                .endsWith("/execution/" + body.get("executionName").asText());
        assertThat(body.get("status").asText()).isEqualTo("RUNNING");
        assertThat(body.get("statusUrl").asText()).isEqualTo("/executions/order/acme/ord-1001");
        assertThat(door.functions.executions()).hasSize(1);
    }

    @Test
    void sameKeyAndCanonicalInput_whileRunning_is202_withTheSameExecution() {
        JsonNode first = body(door.send("apigw-v2-start.json"));

        APIGatewayV2HTTPResponse again = door.send("apigw-v2-start-resend.json");

        assertThat(again.getStatusCode()).isEqualTo(202);
        assertThat(body(again).get("executionArn")).isEqualTo(first.get("executionArn"));
        assertThat(again.getHeaders()).doesNotContainKey("Idempotent-Replayed");
        assertThat(door.functions.executions()).hasSize(1);
    }

    @Test
    void sameKey_afterSuccess_replaysTheResult_markedReplayed() {
        String name =
                body(door.send("apigw-v2-start.json")).get("executionName").asText();
        door.functions.succeed(name, "{\"orderId\":\"o-1\",\"total\":44.9}");

        APIGatewayV2HTTPResponse again = door.send("apigw-v2-start-resend.json");

        assertThat(again.getStatusCode()).isEqualTo(200);
        assertThat(again.getHeaders()).containsEntry("Idempotent-Replayed", "true");
        assertThat(body(again).get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(body(again).get("result").get("orderId").asText()).isEqualTo("o-1");
    }

    @Test
    void sameKey_afterFailure_is409_withTheErrorAndTheNextGeneration() {
        String name =
                body(door.send("apigw-v2-start.json")).get("executionName").asText();
        door.functions.fail(name, "TIMED_OUT", "States.Timeout: took too long");

        APIGatewayV2HTTPResponse again = door.send("apigw-v2-start.json");

        JsonNode problem = body(again);
        assertThat(again.getStatusCode()).isEqualTo(409);
        assertThat(again.getHeaders())
                .containsEntry("Content-Type", "application/problem+json")
                .containsEntry("Idempotent-Replayed", "true");
        assertThat(problem.get("type").asText()).isEqualTo(PROBLEMS + "execution-failed");
        assertThat(problem.get("status").asInt()).isEqualTo(409);
        assertThat(problem.get("executionStatus").asText()).isEqualTo("TIMED_OUT");
        assertThat(problem.get("error").asText()).isEqualTo("States.Timeout: took too long");
        assertThat(problem.get("rerun").get("generation").asInt()).isEqualTo(2);
        assertThat(problem.get("rerun").get("header").asText()).isEqualTo("Dispatch-Generation");
    }

    @Test
    void nextGeneration_startsANewExecution_withItsOwnLocation() {
        String first =
                body(door.send("apigw-v2-start.json")).get("executionName").asText();

        APIGatewayV2HTTPResponse rerun = door.send("apigw-v2-start-generation-2.json");

        assertThat(rerun.getStatusCode()).isEqualTo(202);
        assertThat(rerun.getHeaders()).containsEntry("Location", "/executions/order/acme/ord-1001?generation=2");
        assertThat(body(rerun).get("executionName").asText())
                .startsWith("order-g2-")
                .isNotEqualTo(first);
        assertThat(door.functions.executions()).hasSize(2);
    }

    @Test
    void sameKeyOtherContent_is422_withReasonAndBothFingerprints_andStartsNothing() {
        var first = TestDoor.event("apigw-v2-payment.json");
        door.send(first);
        var other = TestDoor.event("apigw-v2-payment.json");
        other.setBody("{\"amount\": 11, \"currency\": \"EUR\"}");

        APIGatewayV2HTTPResponse response = door.send(other);

        JsonNode problem = body(response);
        assertThat(response.getStatusCode()).isEqualTo(422);
        assertThat(problem.get("type").asText()).isEqualTo(PROBLEMS + "input-conflict");
        assertThat(problem.get("reason").asText()).isEqualTo("INPUT_CONFLICT");
        assertThat(problem.get("executionName").asText()).startsWith("payment-pay-7-");
        assertThat(problem.get("existingFingerprint").asText())
                .isEqualTo(Sha256.hex("{\"amount\":10,\"currency\":\"EUR\"}"));
        assertThat(problem.get("requestFingerprint").asText())
                .isEqualTo(Sha256.hex("{\"amount\":11,\"currency\":\"EUR\"}"));
        assertThat(door.machines.executions()).hasSize(1);
    }

    @Test
    void sameKeyOtherContent_onLambda_is422_withTheRequestsFingerprintOnly() {
        door.send("apigw-v2-start.json");

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-start-other-amount.json");

        assertThat(response.getStatusCode()).isEqualTo(422);
        assertThat(body(response).has("requestFingerprint")).isTrue();
        assertThat(body(response).has("existingFingerprint")).isFalse();
        assertThat(door.functions.executions()).hasSize(1);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "apigw-v2-start-no-key.json,MISSING_KEY",
        "apigw-v2-start-bad-json.json,MALFORMED_JSON",
        "apigw-v2-start-key-too-long.json,KEY_TOO_LONG",
        "apigw-v2-start-blank-tenant.json,EMPTY_KEY"
    })
    void aRequestThatCanNeverStart_is400_withTheSqsDoorsReasonCode(String fixture, String reason) {
        APIGatewayV2HTTPResponse response = door.send(fixture);

        JsonNode problem = body(response);
        assertThat(response.getStatusCode()).isEqualTo(400);
        assertThat(response.getHeaders()).containsEntry("Content-Type", "application/problem+json");
        assertThat(problem.get("type").asText()).isEqualTo(PROBLEMS + "invalid-request");
        assertThat(problem.get("title").asText()).isEqualTo("Invalid request");
        assertThat(problem.get("reason").asText()).isEqualTo(reason);
        assertThat(problem.get("detail").asText()).isNotBlank();
        assertThat(door.functions.executions()).isEmpty();
    }

    @Test
    void throttledStart_is429_withRetryAfterFromTheDelayHint() {
        door.functions.answerNextStart(StartResult.throttled("TooManyRequestsException (HTTP 429)"));

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-start.json");

        assertThat(response.getStatusCode()).isEqualTo(429);
        assertThat(response.getHeaders()).containsEntry("Retry-After", "2");
        assertThat(body(response).get("reason").asText()).isEqualTo("THROTTLED");
    }

    @Test
    void engineError_is503_withRetryAfter() {
        door.functions.answerNextStart(StartResult.retryable(RetryCause.TRANSIENT, "ServiceException (HTTP 500)"));

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-start.json");

        assertThat(response.getStatusCode()).isEqualTo(503);
        assertThat(response.getHeaders()).containsEntry("Retry-After", "2");
        assertThat(body(response).get("type").asText()).isEqualTo(PROBLEMS + "engine-unavailable");
    }

    @Test
    void stepFunctionsStart_is202_andARunningRepeat_theSameExecution() {
        APIGatewayV2HTTPResponse first = door.send("apigw-v2-payment.json");
        APIGatewayV2HTTPResponse again = door.send("apigw-v2-payment.json");

        assertThat(first.getStatusCode()).isEqualTo(202);
        assertThat(again.getStatusCode()).isEqualTo(202);
        assertThat(body(again).get("executionArn")).isEqualTo(body(first).get("executionArn"));
        assertThat(door.machines.reads())
                .as("a start Step Functions calls new needs no read")
                .isZero();
    }

    @Test
    void catchAllRouteKey_isMatchedByMethodAndPath_withABase64Body() {
        APIGatewayV2HTTPResponse response = door.send("apigw-v2-start-catch-all.json");

        assertThat(response.getStatusCode()).isEqualTo(202);
        assertThat(response.getHeaders()).containsEntry("Location", "/executions/order/acme/ord-1001");
    }

    @Test
    void noRoute_is404_problem() {
        APIGatewayV2HTTPResponse response = door.send("apigw-v2-unknown-route.json");

        assertThat(response.getStatusCode()).isEqualTo(404);
        assertThat(body(response).get("type").asText()).isEqualTo(PROBLEMS + "no-route");
    }

    @Test
    void restApiProxy_startsLikeAnHttpApi() {
        var event = EventLoader.loadApiGatewayRestEvent("events/apigw-rest-start.json");
        RestApiHandler rest = new RestApiHandler(door.httpDoor);

        var response = rest.handleRequest(event, null);

        assertThat(response.getStatusCode()).isEqualTo(202);
        assertThat(response.getHeaders()).containsAllEntriesOf(Map.of("Location", "/executions/order/acme/ord-1001"));
    }
}
