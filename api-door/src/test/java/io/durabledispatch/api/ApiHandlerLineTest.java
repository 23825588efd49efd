package io.durabledispatch.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.api.core.HttpAnswer;
import io.durabledispatch.api.core.HttpCall;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.core.telemetry.DoorLines;
import io.durabledispatch.routes.json.JsonMappers;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The HTTP door's per-request line: the line every door writes, with API Gateway's request id and the status. */
class ApiHandlerLineTest {
    private static final String REQUEST_ID = "JKJaXmPLvHcESHA="; // the fixtures' requestContext.requestId
    private final TestDoor door = new TestDoor();

    @Test
    void aStart_isLoggedWithItsDoor_requestId_statusAndThePlansNames() throws Exception {
        int status = door.send("apigw-v2-start.json").getStatusCode();

        JsonNode line = onlyLine();
        assertThat(line.get("message").asText()).isEqualTo("record dispatched");
        assertThat(line.get("door").asText()).isEqualTo("http");
        assertThat(line.get("requestId").asText()).isEqualTo(REQUEST_ID);
        assertThat(line.get("apiRequestId").asText()).isEqualTo(REQUEST_ID);
        assertThat(line.get("httpStatus").asInt()).isEqualTo(status).isEqualTo(202);
        assertThat(line.get("outcome").asText())
                .as("Lambda cannot say a start is new")
                .isEqualTo("ACCEPTED");
        assertThat(line.get("operation").asText()).isEqualTo("order");
        assertThat(line.get("tenant").asText()).isEqualTo("acme");
        assertThat(line.get("executionName").asText()).startsWith("order-ord-1001-");
        assertThat(line.get("latencyMs").isIntegralNumber()).isTrue();
    }

    @Test
    void aStepFunctionsStart_isStarted() throws Exception {
        door.send("apigw-v2-payment.json");

        assertThat(onlyLine().get("outcome").asText()).isEqualTo("STARTED");
    }

    @Test
    void theSameKeyWithOtherContent_isAConflict_answered422() throws Exception {
        door.send("apigw-v2-start.json");
        door.lines.clear();

        door.send("apigw-v2-start-other-amount.json");

        JsonNode line = onlyLine();
        assertThat(line.get("outcome").asText()).isEqualTo("CONFLICT");
        assertThat(line.get("httpStatus").asInt()).isEqualTo(422);
        assertThat(line.get("reason").asText()).startsWith("INPUT_CONFLICT");
        assertThat(line.get("level").asText()).isEqualTo("INFO");
    }

    @Test
    void aRequestThatCanNeverStart_isInvalid_withTheSqsDoorsReasonCode() throws Exception {
        door.send("apigw-v2-start-key-too-long.json");

        JsonNode line = onlyLine();
        assertThat(line.get("outcome").asText()).isEqualTo("INVALID");
        assertThat(line.get("httpStatus").asInt()).isEqualTo(400);
        assertThat(line.get("reason").asText()).startsWith("KEY_TOO_LONG: ");
    }

    @Test
    void aCallNoRouteMatches_isInvalid_NO_ROUTE_answered404() throws Exception {
        door.send("apigw-v2-unknown-route.json");

        JsonNode line = onlyLine();
        assertThat(line.get("outcome").asText()).isEqualTo("INVALID");
        assertThat(line.get("httpStatus").asInt()).isEqualTo(404);
        assertThat(line.get("reason").asText()).startsWith("NO_ROUTE: ");
        assertThat(line.has("route")).isFalse();
    }

    @Test
    void aStatusRead_admitsNothing_andHasNoLine() {
        door.send("apigw-v2-start.json");
        door.lines.clear();

        door.send("apigw-v2-status.json");

        assertThat(door.lines).isEmpty();
    }

    @Test
    void aBugInTheDoor_isAnswered500_andLoggedRetryable_withTheExceptionsClassOnly() throws Exception {
        HttpCall call = new HttpCall("POST", "$default", "/x", Map.of(), Map.of(), Map.of(), "{}", "req-500");

        HttpAnswer answer = door.httpDoor.failed(call, new IllegalStateException("secret detail"));

        JsonNode line = onlyLine();
        assertThat(answer.status()).isEqualTo(500);
        assertThat(line.get("httpStatus").asInt()).isEqualTo(500);
        assertThat(line.get("requestId").asText()).isEqualTo("req-500");
        assertThat(line.get("outcome").asText()).isEqualTo("RETRYABLE");
        assertThat(line.get("level").asText()).isEqualTo("WARN");
        assertThat(line.get("reason").asText()).isEqualTo("unexpected IllegalStateException");
    }

    private JsonNode onlyLine() throws Exception {
        assertThat(door.lines).hasSize(1);
        DoorLine line = door.lines.get(0);
        return JsonMappers.plain().readTree(DoorLines.json(line));
    }
}
