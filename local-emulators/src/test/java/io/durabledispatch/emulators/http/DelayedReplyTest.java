package io.durabledispatch.emulators.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Injected latency is waited out on a timer: a delayed request never holds one of the server's threads. */
class DelayedReplyTest {
    private final CountDownLatch slowArrived = new CountDownLatch(1);

    /** Answers with the request's path; "slow" waits an hour (or "brief", a millisecond) before it is handled. */
    private final ApiHandler handler = new ApiHandler() {
        @Override
        public HttpResponse handle(HttpRequest request) {
            return HttpResponse.json(200, "{\"path\":\"" + String.join("/", request.pathSegments()) + "\"}");
        }

        @Override
        public Duration latency(HttpRequest request) {
            return switch (request.pathSegments().isEmpty()
                    ? ""
                    : request.pathSegments().get(0)) {
                case "slow" -> {
                    slowArrived.countDown();
                    yield Duration.ofHours(1);
                }
                case "brief" -> Duration.ofMillis(1);
                default -> Duration.ZERO;
            };
        }
    };

    private static java.net.http.HttpRequest get(URI endpoint, String path) {
        return java.net.http.HttpRequest.newBuilder(endpoint.resolve(path)).build();
    }

    @Test
    void whileOneRequestWaitsOutItsLatency_theOnlyRequestThreadAnswersOthers() throws Exception {
        try (var server = new LocalHttpServer("test", 0, 1, handler, ErrorFormat.REST_JSON, "ServiceException")) {
            server.start();
            HttpClient client = HttpClient.newHttpClient();
            CompletableFuture<?> slow = client.sendAsync(get(server.endpoint(), "/slow"), BodyHandlers.ofString());
            assertThat(slowArrived.await(30, TimeUnit.SECONDS)).isTrue();

            List<Integer> fast = List.of(
                    client.send(get(server.endpoint(), "/fast-1"), BodyHandlers.ofString())
                            .statusCode(),
                    client.send(get(server.endpoint(), "/fast-2"), BodyHandlers.ofString())
                            .statusCode());

            assertThat(fast).containsExactly(200, 200);
            assertThat(slow).isNotDone();
        }
    }

    @Test
    void aDelayedRequest_isAnsweredByTheHandler_onceItsLatencyHasPassed() throws Exception {
        try (var server = new LocalHttpServer("test", 0, 1, handler, ErrorFormat.REST_JSON, "ServiceException")) {
            server.start();

            var response = HttpClient.newHttpClient().send(get(server.endpoint(), "/brief/x"), BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("{\"path\":\"brief/x\"}");
        }
    }
}
