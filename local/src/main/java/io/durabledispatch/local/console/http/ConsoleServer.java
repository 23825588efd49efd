package io.durabledispatch.local.console.http;

import com.sun.net.httpserver.HttpServer;
import io.durabledispatch.local.console.ConsoleBackend;
import io.durabledispatch.local.console.activity.ActivityLog;
import io.durabledispatch.local.console.view.ExecutionViews;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** The JDK HTTP server on 127.0.0.1 serving the page and the JSON API. */
public final class ConsoleServer implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService executor;

    private ConsoleServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /** @param port 0 for an ephemeral port */
    public static ConsoleServer start(ConsoleBackend backend, ExecutionViews executions, ActivityLog activity, int port)
            throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        new ConsoleApi(backend, executions, activity)
                .endpoints()
                .forEach((path, methods) -> server.createContext(path, new ApiHandler(path, methods)));
        server.createContext("/", new StaticAssets());
        ExecutorService executor = daemonThreads();
        server.setExecutor(executor);
        server.start();
        return new ConsoleServer(server, executor);
    }

    public URI address() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    /** A few daemon threads: polling pages are light, and the console must not keep the JVM alive. */
    private static ExecutorService daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(4, task -> {
            Thread thread = new Thread(task, "console-http-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }
}
