package io.durabledispatch.emulators.apigateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The payload format 2.0 event a function gets for a request, member by member. */
class ProxyEventTest {
    private static final InMemoryApiFunctions FUNCTIONS = new InMemoryApiFunctions();
    private static ApiGatewayEmulator emulator;
    private static ApiClient client;

    @BeforeAll
    static void start() {
        emulator = Apis.start(Apis.api("POST /tenants/{tenant}/orders=orders", "ANY /files/{path+}=files"), FUNCTIONS);
        client = new ApiClient(emulator.url());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void theEvent_carriesTheRouteThePathAndTheQueryString() {
        JsonNode event = post("/tenants/acme%20co/orders?size=2&tag=a&tag=b%2Bc", "application/json", "{\"n\":1}");

        assertThat(event.path("version").asText()).isEqualTo("2.0");
        assertThat(event.path("routeKey").asText()).isEqualTo("POST /tenants/{tenant}/orders");
        assertThat(event.path("rawPath").asText()).isEqualTo("/tenants/acme%20co/orders");
        assertThat(event.path("rawQueryString").asText()).isEqualTo("size=2&tag=a&tag=b%2Bc");
        assertThat(event.path("pathParameters").path("tenant").asText()).isEqualTo("acme co");
        assertThat(event.path("queryStringParameters").path("tag").asText()).isEqualTo("a,b+c");
        assertThat(event.path("body").asText()).isEqualTo("{\"n\":1}");
        assertThat(event.path("isBase64Encoded").asBoolean()).isFalse();
    }

    @Test
    void headers_areLowerCased_repeatedOnesJoined_andCookiesMovedToTheirOwnMember() {
        JsonNode event = send(HttpRequest.newBuilder(client.uri("/files/a/b.txt"))
                .header("Idempotency-Key", "k-1")
                .header("X-Many", "one")
                .header("X-Many", "two")
                .header("Cookie", "a=1; b=2")
                .GET());

        assertThat(event.path("headers").path("idempotency-key").asText()).isEqualTo("k-1");
        assertThat(event.path("headers").path("x-many").asText()).isEqualTo("one,two");
        assertThat(event.path("headers").has("cookie")).isFalse();
        assertThat(event.path("cookies")).extracting(JsonNode::asText).containsExactly("a=1", "b=2");
        assertThat(event.path("pathParameters").path("path").asText()).isEqualTo("a/b.txt");
        assertThat(event.has("body")).isFalse();
        assertThat(event.has("queryStringParameters")).isFalse();
    }

    @Test
    void aBodyThatIsNotText_isBase64Encoded() {
        byte[] bytes = {0, 1, (byte) 0xff, 'x'};
        JsonNode event = send(HttpRequest.newBuilder(client.uri("/files/blob"))
                .header("Content-Type", "application/octet-stream")
                .POST(BodyPublishers.ofByteArray(bytes)));

        assertThat(event.path("isBase64Encoded").asBoolean()).isTrue();
        assertThat(Base64.getDecoder().decode(event.path("body").asText())).isEqualTo(bytes);
    }

    @Test
    void theRequestContext_namesTheApiTheStageTheRequestAndTheCaller() {
        JsonNode context = send(HttpRequest.newBuilder(client.uri("/files/x"))
                        .header("User-Agent", "curl/8")
                        .PUT(BodyPublishers.ofString("x", StandardCharsets.UTF_8)))
                .path("requestContext");

        assertThat(context.path("accountId").asText()).isEqualTo("000000000000");
        assertThat(context.path("apiId").asText()).isEqualTo("api1234567");
        assertThat(context.path("stage").asText()).isEqualTo("$default");
        assertThat(context.path("routeKey").asText()).isEqualTo("ANY /files/{path+}");
        assertThat(context.path("domainName").asText())
                .isEqualTo("127.0.0.1:" + emulator.endpoint().getPort());
        assertThat(context.path("http").path("method").asText()).isEqualTo("PUT");
        assertThat(context.path("http").path("path").asText()).isEqualTo("/files/x");
        assertThat(context.path("http").path("protocol").asText()).isEqualTo("HTTP/1.1");
        assertThat(context.path("http").path("sourceIp").asText()).isEqualTo("127.0.0.1");
        assertThat(context.path("http").path("userAgent").asText()).isEqualTo("curl/8");
        assertThat(context.path("requestId").asText()).isNotBlank();
        assertThat(context.path("time").asText()).matches("\\d{2}/[A-Z][a-z]{2}/\\d{4}:\\d{2}:\\d{2}:\\d{2} \\+0000");
        assertThat(context.path("timeEpoch").asLong()).isPositive();
    }

    private static JsonNode post(String path, String type, String body) {
        return send(HttpRequest.newBuilder(client.uri(path))
                .header("Content-Type", type)
                .POST(BodyPublishers.ofString(body)));
    }

    private static JsonNode send(HttpRequest.Builder request) {
        var response = client.send(request);
        assertThat(response.statusCode()).isEqualTo(200);
        return FUNCTIONS.lastEvent();
    }
}
