package io.durabledispatch.aws;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An HTTP server on 127.0.0.1 that records every request the real SDK clients send and answers each with the
 * first scripted answer whose request-line fragment it contains (method, decoded path and query, target header).
 */
final class WireFake implements AutoCloseable {
    record Answer(String contains, int status, String body) {}

    private final HttpServer server;
    private final List<Answer> answers = new CopyOnWriteArrayList<>();
    final List<String> requests = new CopyOnWriteArrayList<>();

    WireFake() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::handle);
        server.start();
    }

    WireFake answer(String contains, int status, String body) {
        answers.add(new Answer(contains, status, body));
        return this;
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private void handle(HttpExchange exchange) throws IOException {
        String target = Optional.ofNullable(exchange.getRequestHeaders().getFirst("X-Amz-Target"))
                .orElse("");
        String line = exchange.getRequestMethod() + " "
                + URLDecoder.decode(exchange.getRequestURI().getRawPath(), StandardCharsets.UTF_8) + "?"
                + URLDecoder.decode(
                        Optional.ofNullable(exchange.getRequestURI().getRawQuery())
                                .orElse(""),
                        StandardCharsets.UTF_8)
                + " " + target + " " + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(line);
        Answer answer = answers.stream()
                .filter(a -> line.contains(a.contains()))
                .findFirst()
                .orElse(new Answer("", 404, "{\"__type\":\"ResourceNotFoundException\",\"message\":\"unscripted\"}"));
        byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(answer.status(), bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
