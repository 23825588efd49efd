package io.durabledispatch.benchmarks.endpoint;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Lambda's {@code Invoke} with durable execution names and nothing else: 202 for a new name or the same
 * input again, 409 for a different input. A thread per request, so the added latency never queues.
 */
public final class InMemoryInvokeEndpoint implements StartService {
    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "in-memory-invoke");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, String> inputsByName = new ConcurrentHashMap<>();
    private final Duration startLatency;

    private InMemoryInvokeEndpoint(Duration startLatency) throws IOException {
        this.startLatency = startLatency;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
        server.setExecutor(threads);
        server.createContext("/", this::invoke);
    }

    public static InMemoryInvokeEndpoint start(Duration startLatency) {
        try {
            InMemoryInvokeEndpoint endpoint = new InMemoryInvokeEndpoint(startLatency);
            endpoint.server.start();
            return endpoint;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private void invoke(HttpExchange exchange) throws IOException {
        try (exchange) {
            String input = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String name = exchange.getRequestURI().getPath() + "#"
                    + exchange.getRequestHeaders().getFirst("X-Amz-Durable-Execution-Name");
            pause();
            String existing = inputsByName.putIfAbsent(name, input);
            if (existing == null || existing.equals(input)) {
                exchange.sendResponseHeaders(202, -1);
            } else {
                exchange.getResponseHeaders().add("X-Amzn-ErrorType", "DurableExecutionAlreadyStartedException");
                byte[] body = "{\"message\":\"different input\"}".getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(409, body.length);
                exchange.getResponseBody().write(body);
            }
        }
    }

    private void pause() {
        try {
            if (!startLatency.isZero()) Thread.sleep(startLatency.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
