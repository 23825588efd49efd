package io.durabledispatch.console;

import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.console.http.ConsoleServer;
import io.durabledispatch.console.view.ExecutionViews;
import io.durabledispatch.console.view.RouteCatalog;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.ops.rerun.RerunService;
import io.durabledispatch.ops.rerun.Reruns;
import java.net.URI;

/**
 * The local web console: executions, dispatcher activity and queues of the local stack, served on
 * 127.0.0.1 as one page with no external assets. The dispatcher's activity reaches it through an
 * {@link ActivityLog} passed to the dispatcher as its outcome listener.
 */
public final class Console implements AutoCloseable {
    private final ConsoleServer server;

    private Console(ConsoleServer server) {
        this.server = server;
    }

    /**
     * @param planner the dispatcher's planner over the stack's routes: business-key lookup and route names
     * @param port 0 for an ephemeral port
     */
    public static Console start(ConsoleBackend backend, Planner planner, ActivityLog activity, int port) {
        ExecutionViews executions = new ExecutionViews(backend, new RouteCatalog(planner));
        RerunService reruns = new RerunService(new Reruns(planner, backend), backend);
        return new Console(ConsoleServer.start(backend, executions, activity, reruns, port));
    }

    /** Where to point a browser, e.g. {@code http://127.0.0.1:8088/}. */
    public URI address() {
        return server.address();
    }

    @Override
    public void close() {
        server.close();
    }
}
