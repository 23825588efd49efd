package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.running.AppDescriptor;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A template's HTTP API served by the stack and called with a real HTTP client: requests reach the hosted
 * functions of their routes as payload format 2.0 events, and the functions' answers come back as API Gateway
 * maps them; no route is a 404, a throwing function a 500.
 */
class HttpApiStackTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    @TempDir
    static Path folder;

    private static AppStack stack;
    private static URI api;

    @BeforeAll
    static void start() {
        var account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        AppPlan plan = AppPlan.of(TemplateReader.read(AppFixtures.apiTemplate(folder), account), List.of(), List.of());
        stack = AppStack.start(plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QUIET);
        api = stack.apis().get(0).url();
    }

    @AfterAll
    static void stop() {
        stack.close();
    }

    @Test
    void theMostSpecificRoute_getsTheRequest_withItsPathParameters() throws Exception {
        HttpResponse<String> item = send(HttpRequest.newBuilder(uri("items/42")).GET());
        HttpResponse<String> other =
                send(HttpRequest.newBuilder(uri("carts/9/lines")).DELETE());

        assertThat(item.headers().firstValue("x-route")).hasValue("GET /items/{id}");
        assertThat(JSON.readTree(item.body()).path("pathParameters").path("id").asText())
                .isEqualTo("42");
        assertThat(other.headers().firstValue("x-route")).hasValue("ANY /{proxy+}");
        assertThat(JSON.readTree(other.body())
                        .path("pathParameters")
                        .path("proxy")
                        .asText())
                .isEqualTo("carts/9/lines");
        assertThat(send(HttpRequest.newBuilder(uri("items/new")).GET()).statusCode())
                .isEqualTo(418);
    }

    @Test
    void theFunctionGetsTheQueryStringHeadersAndABase64Body() throws Exception {
        byte[] bytes = {1, 2, (byte) 0xfe};
        HttpResponse<String> response = send(HttpRequest.newBuilder(uri("tenants/acme/orders?dry=1&tag=a&tag=b"))
                .header("Idempotency-Key", "order-7")
                .header("Content-Type", "application/octet-stream")
                .POST(BodyPublishers.ofByteArray(bytes)));
        JsonNode event = JSON.readTree(response.body());

        assertThat(event.path("routeKey").asText()).isEqualTo("POST /tenants/{tenant}/orders");
        assertThat(event.path("pathParameters").path("tenant").asText()).isEqualTo("acme");
        assertThat(event.path("rawQueryString").asText()).isEqualTo("dry=1&tag=a&tag=b");
        assertThat(event.path("queryStringParameters").path("tag").asText()).isEqualTo("a,b");
        assertThat(event.path("headers").path("idempotency-key").asText()).isEqualTo("order-7");
        assertThat(event.path("isBase64Encoded").asBoolean()).isTrue();
        assertThat(Base64.getDecoder().decode(event.path("body").asText())).isEqualTo(bytes);
        assertThat(event.path("requestContext").path("accountId").asText()).isEqualTo(LocalSettings.ACCOUNT_ID);
        assertThat(event.path("requestContext").path("apiId").asText()).isEqualTo("Front");
    }

    @Test
    void theFunctionsStatusHeadersCookiesAndBase64Body_reachTheClient() throws Exception {
        HttpResponse<byte[]> response = CLIENT.send(
                HttpRequest.newBuilder(uri("items/new"))
                        .timeout(Duration.ofSeconds(30))
                        .build(),
                BodyHandlers.ofByteArray());

        assertThat(response.statusCode()).isEqualTo(418);
        assertThat(response.headers().firstValue("x-brew")).hasValue("tea");
        assertThat(response.headers().allValues("set-cookie")).containsExactly("a=1", "b=2");
        assertThat(response.body()).isEqualTo(new byte[] {0, (byte) 0xff});
    }

    @Test
    void noMatchingRoute_isNotFound_andAThrowingFunction_anInternalServerError() throws Exception {
        HttpResponse<String> root = send(HttpRequest.newBuilder(uri("")).GET());
        HttpResponse<String> boom = send(HttpRequest.newBuilder(uri("boom")).GET());

        assertThat(root.statusCode()).isEqualTo(404);
        assertThat(root.body()).isEqualTo("{\"message\":\"Not Found\"}");
        assertThat(boom.statusCode()).isEqualTo(500);
        assertThat(boom.body()).isEqualTo("{\"message\":\"Internal Server Error\"}");
    }

    @Test
    void theStackDescriptor_listsTheApiWithItsLocalUrl() {
        var apis = AppDescriptor.of(stack, Optional.empty()).httpApis();

        assertThat(apis).singleElement().satisfies(a -> {
            assertThat(a.id()).isEqualTo("Front");
            assertThat(a.name()).isEqualTo("front");
            assertThat(a.url()).isEqualTo(api.toString());
        });
    }

    private static URI uri(String path) {
        return api.resolve(path);
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(), BodyHandlers.ofString());
    }
}
