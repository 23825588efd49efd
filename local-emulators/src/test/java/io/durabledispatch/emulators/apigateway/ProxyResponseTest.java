package io.durabledispatch.emulators.apigateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the client gets for the function's response: its status, headers, cookies and body; an inferred 200 for
 * other JSON; API Gateway's 500 when the function fails or answers what cannot be read, 503 past the timeout.
 */
class ProxyResponseTest {
    private static final InMemoryApiFunctions FUNCTIONS = new InMemoryApiFunctions()
            .answer(
                    "full",
                    "{\"statusCode\":201,\"headers\":{\"Location\":\"/orders/7\",\"X-Count\":3},"
                            + "\"multiValueHeaders\":{\"X-Tag\":[\"a\",\"b\"]},\"cookies\":[\"s=1; Path=/\",\"t=2\"],"
                            + "\"body\":\"created\"}")
            .answer("binary", "{\"statusCode\":200,\"isBase64Encoded\":true,\"body\":\"AAH/\"}")
            .answer("object", "{\"message\":\"hi\"}")
            .answer("string", "\"Hello\"")
            .answer("notJson", "<html>")
            .answer("badStatus", "{\"statusCode\":\"many\"}")
            .fail("thrower", new IllegalStateException("boom"))
            .hang("slow");

    private static ApiGatewayEmulator emulator;
    private static ApiClient client;

    @BeforeAll
    static void start() {
        emulator = Apis.start(
                Apis.api(
                        HttpApiDefinition.DEFAULT_STAGE,
                        Duration.ofMillis(200),
                        "GET /full=full",
                        "GET /binary=binary",
                        "GET /object=object",
                        "GET /string=string",
                        "GET /not-json=notJson",
                        "GET /bad-status=badStatus",
                        "GET /thrower=thrower",
                        "GET /slow=slow"),
                FUNCTIONS);
        client = new ApiClient(emulator.url());
    }

    @AfterAll
    static void stop() {
        FUNCTIONS.release();
        emulator.close();
    }

    @Test
    void theFunctionsStatusHeadersCookiesAndBody_reachTheClient() {
        HttpResponse<String> response = client.send("GET", "/full");

        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(response.headers().firstValue("location")).hasValue("/orders/7");
        assertThat(response.headers().firstValue("x-count")).hasValue("3");
        assertThat(response.headers().allValues("x-tag")).containsExactly("a", "b");
        assertThat(response.headers().allValues("set-cookie")).containsExactly("s=1; Path=/", "t=2");
        assertThat(response.headers().firstValue("apigw-requestid")).isPresent();
        assertThat(response.body()).isEqualTo("created");
    }

    @Test
    void aBase64Body_isDecodedForTheClient() {
        var response = client.send(
                HttpRequest.newBuilder(client.uri("/binary")).GET(), HttpResponse.BodyHandlers.ofByteArray());

        assertThat(response.body()).isEqualTo(Base64.getDecoder().decode("AAH/"));
    }

    @Test
    void jsonWithoutAStatusCode_isTheBodyOfAnInferred200() {
        HttpResponse<String> object = client.send("GET", "/object");
        HttpResponse<String> string = client.send("GET", "/string");

        assertThat(object.statusCode()).isEqualTo(200);
        assertThat(object.headers().firstValue("content-type")).hasValue("application/json");
        assertThat(object.body()).isEqualTo("{\"message\":\"hi\"}");
        assertThat(string.body()).isEqualTo("Hello");
    }

    @Test
    void aFailingFunction_orAnUnreadableResponse_isApiGatewaysInternalServerError() {
        for (String path : new String[] {"/thrower", "/not-json", "/bad-status"}) {
            HttpResponse<String> response = client.send("GET", path);

            assertThat(response.statusCode()).as(path).isEqualTo(500);
            assertThat(response.body()).as(path).isEqualTo("{\"message\":\"Internal Server Error\"}");
        }
    }

    @Test
    void aFunctionPastTheIntegrationTimeout_isServiceUnavailable() {
        HttpResponse<String> response = client.send("GET", "/slow");

        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.body()).isEqualTo("{\"message\":\"Service Unavailable\"}");
    }
}
