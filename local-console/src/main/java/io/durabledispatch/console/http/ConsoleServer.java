package io.durabledispatch.console.http;

import io.durabledispatch.console.ConsoleBackend;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.console.view.ExecutionViews;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.LocalHttpServer;
import io.durabledispatch.ops.rerun.RerunService;
import java.net.URI;

/** The local HTTP server on 127.0.0.1 serving the page and the JSON API. */
public final class ConsoleServer implements AutoCloseable {
    /** A few threads: polling pages are light. */
    private static final int THREADS = 4;

    private final LocalHttpServer server;

    private ConsoleServer(LocalHttpServer server) {
        this.server = server;
    }

    /** @param port 0 for an ephemeral port */
    public static ConsoleServer start(
            ConsoleBackend backend, ExecutionViews executions, ActivityLog activity, RerunService reruns, int port) {
        ConsoleRoutes routes = new ConsoleRoutes(new ConsoleApi(backend, executions, activity, reruns).endpoints());
        return new ConsoleServer(
                new LocalHttpServer("console", port, THREADS, routes, ErrorFormat.CONSOLE_JSON, "InternalError")
                        .start());
    }

    public URI address() {
        return server.endpoint().resolve("/");
    }

    @Override
    public void close() {
        server.close();
    }
}
