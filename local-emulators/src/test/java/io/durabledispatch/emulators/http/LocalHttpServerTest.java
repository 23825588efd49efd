package io.durabledispatch.emulators.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LocalHttpServerTest {
    private final Logger log = Logger.getLogger(LocalHttpServer.class.getName());
    private final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord logRecord) {
            logged.add(logRecord);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private final HttpClient client = HttpClient.newHttpClient();
    private LocalHttpServer server;

    @AfterEach
    void close() {
        log.removeHandler(capture);
        server.close();
    }

    @Test
    void intentionalError_answersItsOwnStatusAndType() throws Exception {
        start(request -> {
            throw new ApiException(409, "DurableExecutionAlreadyStartedException", "taken");
        });

        var response = get("/anything");

        assertThat(response.statusCode()).isEqualTo(409);
        assertThat(response.headers().firstValue("x-amzn-ErrorType"))
                .contains("DurableExecutionAlreadyStartedException");
        assertThat(json(response.body()).get("Message").asText()).isEqualTo("taken");
    }

    @Test
    void bug_isA500WithItsStackTraceLogged_neverA409() throws Exception {
        log.addHandler(capture);
        IllegalStateException bug = new IllegalStateException("a bug, not a conflict");
        start(request -> {
            throw bug;
        });

        var response = get("/fails");

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.headers().firstValue("x-amzn-ErrorType")).contains("ServiceException");
        assertThat(json(response.body()).get("Message").asText()).contains("a bug, not a conflict");
        assertThat(logged).anySatisfy(entry -> {
            assertThat(entry.getLevel()).isEqualTo(Level.SEVERE);
            assertThat(entry.getThrown()).isSameAs(bug);
            assertThat(entry.getMessage()).contains("GET /fails");
        });
    }

    @Test
    void answer_carriesStatusHeadersAndBody() throws Exception {
        start(request -> HttpResponse.json(
                        201, "{\"q\":\"" + request.queryParam("q").orElseThrow() + "\"}")
                .withHeader("X-Seen", request.path()));

        var response = get("/p?q=a+b");

        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(response.headers().firstValue("X-Seen")).contains("/p");
        assertThat(json(response.body()).get("q").asText()).isEqualTo("a b");
    }

    @Test
    void nagle_isOffForEveryServerThisClassCreates() throws Exception {
        start(request -> HttpResponse.empty(204));

        // The JDK reads the property once into its server configuration: check what it actually uses.
        Class<?> config = Class.forName("sun.net.httpserver.ServerConfig");
        Method noDelay = config.getDeclaredMethod("noDelay");
        noDelay.setAccessible(true);

        assertThat((boolean) noDelay.invoke(null)).isTrue();
    }

    private void start(ApiHandler handler) {
        server = new LocalHttpServer("test", 0, 2, handler, ErrorFormat.REST_JSON, "ServiceException").start();
    }

    private java.net.http.HttpResponse<String> get(String pathAndQuery) throws Exception {
        URI uri = URI.create(server.endpoint() + pathAndQuery);
        return client.send(java.net.http.HttpRequest.newBuilder(uri).GET().build(), BodyHandlers.ofString());
    }

    private static JsonNode json(String body) throws Exception {
        return Json.MAPPER.readTree(body);
    }
}
