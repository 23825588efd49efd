package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import java.lang.reflect.Proxy;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ConsoleErrorMappingTest {
    /** A backend with a bug: every call throws the exception type the console once turned into a 409. */
    private final ConsoleBackend broken = (ConsoleBackend) Proxy.newProxyInstance(
            ConsoleBackend.class.getClassLoader(), new Class<?>[] {ConsoleBackend.class}, (proxy, method, args) -> {
                throw new IllegalStateException("backend bug in " + method.getName());
            });

    private final Console console = Console.start(
            broken,
            new Planner(RouteDocuments.load("classpath:routes/default-routes.json")),
            new ActivityLog(Clock.systemUTC(), RouteDocuments.load("classpath:routes/default-routes.json")),
            0);
    private final HttpJson http = new HttpJson(console.address());

    @AfterEach
    void close() {
        console.close();
    }

    @Test
    void backendBug_isA500_notAConflict() {
        HttpJson.Reply stop = http.post("/api/execution/stop", "{\"id\":\"arn:x\"}");
        HttpJson.Reply list = http.get("/api/executions");

        assertThat(stop.status()).isEqualTo(500);
        assertThat(stop.body().get("error").asText()).contains("backend bug in stop");
        assertThat(list.status()).isEqualTo(500);
        assertThat(list.raw().headers().firstValue("Cache-Control")).contains("no-store");
    }

    @Test
    void badInput_isStillA400_beforeTheBackendIsAsked() {
        HttpJson.Reply reply = http.post("/api/execution/stop", "{}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body().get("error").asText()).contains("'id' is required");
    }
}
