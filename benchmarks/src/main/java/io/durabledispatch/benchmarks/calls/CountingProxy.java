package io.durabledispatch.benchmarks.calls;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A forwarding HTTP proxy in front of a local service that counts requests per API operation: what the
 * service sees is what AWS would bill and throttle.
 */
public final class CountingProxy implements AutoCloseable {
    private static final Set<String> NOT_FORWARDED =
            Set.of("host", "connection", "content-length", "expect", "upgrade", "transfer-encoding", "date");

    private final URI target;
    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(32, runnable -> {
        Thread thread = new Thread(runnable, "counting-proxy");
        thread.setDaemon(true);
        return thread;
    });
    private final HttpClient client =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final Map<String, AtomicLong> counts = new ConcurrentHashMap<>();

    public CountingProxy(URI target) {
        this.target = target;
        try {
            this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(threads);
        server.createContext("/", this::forward);
        server.start();
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Requests per operation since the last reset ({@code Invoke}, {@code StartExecution}, …). */
    public Map<String, Long> counts() {
        Map<String, Long> snapshot = new TreeMap<>();
        counts.forEach((operation, count) -> snapshot.put(operation, count.get()));
        return snapshot;
    }

    public void reset() {
        counts.clear();
    }

    /** The JSON protocols name the operation in X-Amz-Target; Lambda's REST API in the path. */
    static String operation(String method, String path, String amzTarget) {
        if (amzTarget != null) return amzTarget.substring(amzTarget.lastIndexOf('.') + 1);
        if (path.endsWith("/invocations")) return "Invoke";
        return method + " " + path;
    }

    private void forward(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            String query = exchange.getRequestURI().getRawQuery();
            counts.computeIfAbsent(
                            operation(
                                    exchange.getRequestMethod(),
                                    path,
                                    exchange.getRequestHeaders().getFirst("X-Amz-Target")),
                            key -> new AtomicLong())
                    .incrementAndGet();
            HttpResponse<byte[]> response =
                    client.send(request(exchange, path, query), HttpResponse.BodyHandlers.ofByteArray());
            response.headers().map().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase()))
                    exchange.getResponseHeaders().put(name, values);
            });
            byte[] body = response.body();
            exchange.sendResponseHeaders(response.statusCode(), body.length == 0 ? -1 : body.length);
            if (body.length > 0) exchange.getResponseBody().write(body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private HttpRequest request(HttpExchange exchange, String path, String query) throws IOException {
        URI uri = URI.create(target + path + (query == null ? "" : "?" + query));
        HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                .method(
                        exchange.getRequestMethod(),
                        HttpRequest.BodyPublishers.ofByteArray(
                                exchange.getRequestBody().readAllBytes()));
        exchange.getRequestHeaders().forEach((name, values) -> {
            if (!NOT_FORWARDED.contains(name.toLowerCase())) values.forEach(value -> request.header(name, value));
        });
        return request.build();
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
