package io.durabledispatch.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.durabledispatch.demo.workload.ApiRequest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Throttling delays a request and never loses it: 429 and 503 are retried until the door answers otherwise. */
class ApiSenderTest {
    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) server.stop(0);
    }

    @Test
    void throttledRequests_areRetriedUntilAccepted_andCountedOnce() throws IOException {
        URI api = door(429, 503, 202);

        ApiSender sender = new ApiSender(api, Duration.ofSeconds(30));
        sender.sendAll(List.of(new ApiRequest("/orders", "{}", ApiRequest.Kind.NEW)));

        ApiTally tally = sender.tally();
        assertThat(tally.retried()).isEqualTo(2);
        assertThat(tally.answers()).containsExactly(java.util.Map.entry(202, 1));
        assertThat(tally.mismatches()).isEmpty();
    }

    @Test
    void anAnswerItsKindDoesNotAllow_isAMismatch() throws IOException {
        URI api = door(202);

        ApiSender sender = new ApiSender(api, Duration.ofSeconds(30));
        sender.sendAll(List.of(new ApiRequest("/orders", "{}", ApiRequest.Kind.CONFLICT)));

        assertThat(sender.tally().mismatches()).containsExactly("CONFLICT /orders answered 202");
    }

    @Test
    void aDoorThatNeverStopsThrottling_failsTheDemo_inOneLine() throws IOException {
        URI api = door(429, 429, 429, 429, 429, 429, 429, 429, 429, 429);

        ApiSender sender = new ApiSender(api, Duration.ZERO);

        assertThatThrownBy(() -> sender.sendAll(List.of(new ApiRequest("/points", "{}", ApiRequest.Kind.NEW))))
                .isInstanceOf(DemoIncomplete.class)
                .hasMessageContaining("still answered 429 to /points");
    }

    /** A door on 127.0.0.1 answering the given statuses in turn (Retry-After 0 on 429, so no test waits long). */
    private URI door(int... statuses) throws IOException {
        Deque<Integer> answers = new ArrayDeque<>();
        for (int status : statuses) answers.add(status);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            int status;
            synchronized (answers) {
                status = answers.isEmpty() ? 500 : answers.poll();
            }
            if (status == 429) exchange.getResponseHeaders().add("Retry-After", "0");
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }
}
