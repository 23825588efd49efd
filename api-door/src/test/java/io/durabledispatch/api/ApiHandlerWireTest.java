package io.durabledispatch.api;

import static io.durabledispatch.api.TestDoor.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The handler from its environment: settings, the real SDK clients and adapters, a Lambda fake on 127.0.0.1. */
class ApiHandlerWireTest {
    private final FakeLambdaEndpoint lambda = new FakeLambdaEndpoint();
    private final ApiHandler handler = ApiHandler.fromEnvironment(Map.of(
            "ROUTES", "classpath:routes/http-routes.json",
            "AWS_REGION", "us-east-1",
            "AWS_ENDPOINT_URL", lambda.endpoint().toString(),
            "AWS_ACCESS_KEY_ID", "test",
            "AWS_SECRET_ACCESS_KEY", "test",
            "AWS_MAX_ATTEMPTS", "1",
            "HTTP_MAX_WAIT_SECONDS", "0"));

    @AfterEach
    void stop() {
        lambda.close();
    }

    private APIGatewayV2HTTPResponse send(String fixture) {
        return handler.handleRequest(TestDoor.event(fixture), null);
    }

    @Test
    void start_invokesTheFunctionUnderTheName_withTheCanonicalInput_andReadsWhatLambdaWouldNotSay() {
        lambda.requests.clear(); // the cold start's EXPRESS check of the payments route went to the same endpoint

        APIGatewayV2HTTPResponse response = send("apigw-v2-start.json");

        assertThat(response.getStatusCode()).isEqualTo(202);
        assertThat(lambda.name).startsWith("order-ord-1001-");
        assertThat(lambda.payload).isEqualTo("{\"amount\":44.9,\"currency\":\"EUR\",\"path\":{\"tenant\":\"acme\"}}");
        assertThat(body(response).get("executionArn").asText())
                .isEqualTo(FakeLambdaEndpoint.ARN_PREFIX + lambda.name + "/1");
        assertThat(lambda.requests)
                .containsExactly(
                        "POST /2015-03-31/functions/order-workflow/invocations",
                        "GET /2025-12-01/durable-executions/" + FakeLambdaEndpoint.ARN_PREFIX + lambda.name + "/1");
    }

    @Test
    void repeatAfterSuccess_andTheStatusResource_showTheResult() {
        send("apigw-v2-start.json");
        lambda.status = "SUCCEEDED";
        lambda.result = "{\"orderId\":\"o-1\"}";

        APIGatewayV2HTTPResponse replay = send("apigw-v2-start-resend.json");
        APIGatewayV2HTTPResponse status = send("apigw-v2-status.json");

        assertThat(replay.getStatusCode()).isEqualTo(200);
        assertThat(replay.getHeaders()).containsEntry("Idempotent-Replayed", "true");
        assertThat(status.getStatusCode()).isEqualTo(200);
        assertThat(body(status).get("result").get("orderId").asText()).isEqualTo("o-1");
        assertThat(lambda.requests).contains("GET /2025-12-01/functions/order-workflow/durable-executions");
    }
}
