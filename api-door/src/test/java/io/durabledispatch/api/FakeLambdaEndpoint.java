package io.durabledispatch.api;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Lambda's durable API on 127.0.0.1 for one execution, as the real SDK client speaks it: Invoke (202 with the
 * durable ARN header), ListDurableExecutionsByFunction and GetDurableExecution. Records each request line, the
 * execution name header and the payload.
 */
final class FakeLambdaEndpoint implements AutoCloseable {
    static final String ARN_PREFIX =
            "arn:aws:lambda:us-east-1:123456789012:function:order-workflow:live/durable-execution/";

    private final HttpServer server;
    final List<String> requests = new CopyOnWriteArrayList<>();
    volatile String name;
    volatile String payload;
    volatile String status = "RUNNING";
    volatile String result;

    FakeLambdaEndpoint() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::handle);
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = URLDecoder.decode(exchange.getRequestURI().getRawPath(), StandardCharsets.UTF_8);
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(exchange.getRequestMethod() + " " + path);
        if (path.endsWith("/invocations")) {
            name = exchange.getRequestHeaders().getFirst("X-Amz-Durable-Execution-Name");
            payload = body;
            respond(exchange, 202, Map.of("X-Amz-Durable-Execution-Arn", ARN_PREFIX + name + "/1"), "");
        } else if (path.endsWith("/durable-executions")) {
            String listed = name == null
                    ? ""
                    : "{\"DurableExecutionArn\":\"" + ARN_PREFIX + name + "/1\"," + "\"DurableExecutionName\":\"" + name
                            + "\",\"Status\":\"" + status + "\"}";
            respond(exchange, 200, Map.of(), "{\"DurableExecutions\":[" + listed + "]}");
        } else {
            String output = result == null ? "" : ",\"Result\":" + quoted(result);
            respond(
                    exchange,
                    200,
                    Map.of(),
                    "{\"DurableExecutionArn\":\"" + ARN_PREFIX + name + "/1\"," + "\"DurableExecutionName\":\"" + name
                            + "\",\"Status\":\"" + status + "\"" + output + "}");
        }
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static void respond(HttpExchange exchange, int status, Map<String, String> headers, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        headers.forEach(exchange.getResponseHeaders()::add);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
