package io.durabledispatch.api;

import static io.durabledispatch.api.TestDoor.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** GET on a request's status resource: status, the result once done, and Prefer: wait. */
class ApiHandlerStatusTest {
    private final TestDoor door = new TestDoor();

    private String started() {
        return body(door.send("apigw-v2-start.json")).get("executionName").asText();
    }

    @Test
    void status_whileRunning_is200_running() {
        String name = started();

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status.json");

        assertThat(response.getStatusCode()).isEqualTo(200);
        assertThat(body(response).get("executionName").asText()).isEqualTo(name);
        assertThat(body(response).get("status").asText()).isEqualTo("RUNNING");
        assertThat(response.getHeaders()).doesNotContainKey("Preference-Applied");
    }

    @Test
    void status_afterSuccess_carriesTheResult() {
        door.functions.succeed(started(), "{\"orderId\":\"o-1\"}");

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status.json");

        assertThat(response.getStatusCode()).isEqualTo(200);
        assertThat(body(response).get("result").get("orderId").asText()).isEqualTo("o-1");
    }

    @Test
    void status_afterFailure_carriesTheErrorAndHowToRunItAgain() {
        door.functions.fail(started(), "FAILED", "PaymentDeclined: card expired");

        JsonNode body = body(door.send("apigw-v2-status.json"));

        assertThat(body.get("status").asText()).isEqualTo("FAILED");
        assertThat(body.get("error").asText()).isEqualTo("PaymentDeclined: card expired");
        assertThat(body.get("rerun").get("generation").asInt()).isEqualTo(2);
    }

    @Test
    void status_ofARequestNeverStarted_is404() {
        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status.json");

        assertThat(response.getStatusCode()).isEqualTo(404);
        assertThat(body(response).get("type").asText()).endsWith("#execution-not-found");
        assertThat(body(response).get("executionName").asText()).startsWith("order-ord-1001-");
    }

    @Test
    void status_withABadGeneration_is400() {
        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status-bad-generation.json");

        assertThat(response.getStatusCode()).isEqualTo(400);
        assertThat(body(response).get("reason").asText()).isEqualTo("BAD_GENERATION");
    }

    @Test
    void preferWait_answersWithTheResult_whenTheExecutionEndsInTime() {
        String name = started();
        door.functions.succeedOnRead(name, 4, "{\"orderId\":\"o-1\"}");
        Instant before = door.clock.instant();

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status-wait.json");

        assertThat(response.getStatusCode()).isEqualTo(200);
        assertThat(body(response).get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(body(response).get("result").get("orderId").asText()).isEqualTo("o-1");
        assertThat(response.getHeaders()).containsEntry("Preference-Applied", "wait=20");
        assertThat(Duration.between(before, door.clock.instant())).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void preferWait_isCappedAtTheMaximum_andAnswersRunning_whenTheExecutionGoesOn() {
        started();
        int readsBefore = door.functions.reads();
        Instant before = door.clock.instant();

        APIGatewayV2HTTPResponse response = door.send("apigw-v2-status-wait.json");

        assertThat(response.getStatusCode()).isEqualTo(200);
        assertThat(body(response).get("status").asText()).isEqualTo("RUNNING");
        assertThat(Duration.between(before, door.clock.instant())).isEqualTo(TestDoor.MAX_WAIT);
        assertThat(door.functions.reads() - readsBefore).isEqualTo(21);
    }
}
