package io.durabledispatch.dispatcher;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Lambda {@code Invoke} for durable functions: a new name → 202 with the execution ARN; the same name and
 * payload → 202 with the same ARN; the same name, another payload → 409 DurableExecutionAlreadyStarted.
 * Function {@code missing-workflow} → 404, {@code broken-workflow} → 500; payloads with THROTTLE → 429.
 */
final class FakeLambda {
    record Invocation(String function, String qualifier, String invocationType, String name, String payload) {}

    final List<Invocation> invocations = new CopyOnWriteArrayList<>();
    final Map<String, String> executions = new ConcurrentHashMap<>();

    void handle(HttpExchange exchange) throws IOException {
        String function = exchange.getRequestURI().getPath().split("/")[3];
        String query = exchange.getRequestURI().getQuery();
        String qualifier = query == null ? "" : query.replace("Qualifier=", "");
        String name = exchange.getRequestHeaders().getFirst("X-Amz-Durable-Execution-Name");
        String payload = FakeAwsServer.body(exchange);
        invocations.add(new Invocation(
                function, qualifier, exchange.getRequestHeaders().getFirst("X-Amz-Invocation-Type"), name, payload));
        if (function.equals("missing-workflow")) {
            error(exchange, 404, "ResourceNotFoundException");
        } else if (function.equals("broken-workflow")) {
            error(exchange, 500, "ServiceException");
        } else if (payload.contains("THROTTLE")) {
            error(exchange, 429, "TooManyRequestsException");
        } else {
            start(exchange, function + ":" + qualifier, name, payload);
        }
    }

    private void start(HttpExchange exchange, String function, String name, String payload) throws IOException {
        String existing = executions.putIfAbsent(function + "/" + name, payload);
        if (existing != null && !existing.equals(payload)) {
            error(exchange, 409, "DurableExecutionAlreadyStartedException");
            return;
        }
        String arn = "arn:aws:lambda:us-east-1:000000000000:function:" + function + "/durable-execution/" + name + "/1";
        FakeAwsServer.respond(exchange, 202, Map.of("X-Amz-Durable-Execution-Arn", arn), "");
    }

    private static void error(HttpExchange exchange, int status, String type) throws IOException {
        Map<String, String> headers = Map.of("x-amzn-ErrorType", type, "Content-Type", "application/json");
        FakeAwsServer.respond(exchange, status, headers, "{\"Type\":\"User\",\"message\":\"" + type + "\"}");
    }
}
