package io.durabledispatch.emulators.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one HTTP server of the local stack (both emulators and the console): a JDK server on the loopback
 * interface (ephemeral port unless one is given) with a small thread pool, and the one error mapping. An
 * {@link ApiException} is an intentional answer and gets its own status; anything else is a bug, logged with its
 * stack trace and answered 500.
 */
public final class LocalHttpServer implements AutoCloseable {
    /**
     * The JDK server writes a response's headers and its body in two writes. With Nagle's algorithm on, the body
     * waits for the client to acknowledge the headers, and the client delays that ACK (about 40 ms on Linux):
     * every small round trip stalls. The JDK reads this property once, when its first server is created, so it
     * is set here, in the class every local server is created by, before any is.
     */
    static final String NO_DELAY_PROPERTY = "sun.net.httpserver.nodelay";

    static {
        System.setProperty(NO_DELAY_PROPERTY, "true");
    }

    private static final System.Logger LOG = System.getLogger(LocalHttpServer.class.getName());
    private static final int BACKLOG = 64;

    private final String name;
    private final HttpServer server;
    private final ExecutorService pool;
    /** Holds requests whose injected latency has not passed yet: a timer, not a sleeping request thread. */
    private final ScheduledExecutorService delays;

    private final ApiHandler handler;
    private final ErrorFormat errors;
    private final String internalErrorCode;

    /** @param internalErrorCode the service's error code for a 500 (a bug or an I/O failure) */
    public LocalHttpServer(
            String name, int port, int threads, ApiHandler handler, ErrorFormat errors, String internalErrorCode) {
        this.name = name;
        this.handler = handler;
        this.errors = errors;
        this.internalErrorCode = internalErrorCode;
        try {
            this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), BACKLOG);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot bind the " + name + " server to 127.0.0.1:" + port, e);
        }
        this.pool = Executors.newFixedThreadPool(threads, daemonThreads(name));
        this.delays = Executors.newSingleThreadScheduledExecutor(daemonThreads(name + "-latency"));
        server.setExecutor(pool);
        server.createContext("/", this::exchange);
    }

    public LocalHttpServer start() {
        server.start();
        return this;
    }

    /** {@code http://127.0.0.1:<port>}, for an SDK client's endpoint override. */
    public URI endpoint() {
        InetSocketAddress address = server.getAddress();
        return URI.create("http://" + address.getAddress().getHostAddress() + ":" + address.getPort());
    }

    @Override
    public void close() {
        server.stop(0);
        delays.shutdownNow();
        pool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Reads the request and answers it now, or, when the handler asks for latency, leaves the exchange open and
     * answers it on a pool thread once a timer fires: the request thread is free meanwhile.
     */
    private void exchange(HttpExchange exchange) throws IOException {
        HttpRequest request;
        try (InputStream in = exchange.getRequestBody()) {
            URI uri = exchange.getRequestURI();
            request = HttpRequest.of(
                    exchange.getRequestMethod(),
                    uri.getRawPath(),
                    uri.getRawQuery(),
                    exchange.getRequestHeaders(),
                    in.readAllBytes());
        } catch (RuntimeException | IOException e) {
            LOG.log(Level.ERROR, () -> name + ": cannot read " + exchange.getRequestMethod() + " request", e);
            reply(exchange, errors.render(new ApiException(500, internalErrorCode, "Internal error: " + e)));
            return;
        }
        Duration latency = latencyOf(request);
        if (latency.isZero()) {
            reply(exchange, answer(request));
            return;
        }
        try {
            delays.schedule(
                    () -> pool.execute(() -> replyQuietly(exchange, request)), latency.toNanos(), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException closing) {
            exchange.close();
        }
    }

    private Duration latencyOf(HttpRequest request) {
        try {
            return handler.latency(request);
        } catch (RuntimeException e) {
            return Duration.ZERO; // the handler refuses the request anyway, with its own error, at once
        }
    }

    private void replyQuietly(HttpExchange exchange, HttpRequest request) {
        try {
            reply(exchange, answer(request));
        } catch (IOException e) {
            // the client went away while its answer was delayed: nothing left to tell it
        }
    }

    private static void reply(HttpExchange exchange, HttpResponse response) throws IOException {
        try (exchange) {
            write(exchange, response);
        }
    }

    private HttpResponse answer(HttpRequest request) {
        try {
            return handler.handle(request);
        } catch (ApiException e) {
            return errors.render(e);
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, () -> name + ": " + request.method() + " " + request.path(), e);
            return errors.render(new ApiException(500, internalErrorCode, "Internal error: " + e));
        }
    }

    private static void write(HttpExchange exchange, HttpResponse response) throws IOException {
        response.headers()
                .forEach((header, value) -> exchange.getResponseHeaders().add(header, value));
        response.repeatedHeaders()
                .forEach((header, values) ->
                        values.forEach(v -> exchange.getResponseHeaders().add(header, v)));
        byte[] body = response.body();
        exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    private static ThreadFactory daemonThreads(String name) {
        AtomicInteger counter = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-http-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
