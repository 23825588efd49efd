package io.durabledispatch.dispatcher;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Lambda Invoke and Step Functions (AWS JSON 1.0) on 127.0.0.1, with the engines' name tables (see
 * docs/reference/aws-rules.md), for the real SDK clients to talk to.
 */
final class FakeAwsServer implements AutoCloseable {
    final FakeLambda lambda = new FakeLambda();
    final FakeStepFunctions stepFunctions = new FakeStepFunctions();
    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(8);

    FakeAwsServer() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/2015-03-31/functions/", lambda::handle);
        server.createContext("/", stepFunctions::handle);
        server.setExecutor(executor);
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    static void respond(HttpExchange exchange, int status, Map<String, String> headers, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        headers.forEach(exchange.getResponseHeaders()::add);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    static String body(HttpExchange exchange) throws IOException {
        return new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
