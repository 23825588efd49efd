package io.durabledispatch.local.console.http;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.Map;

/** Writes JSON responses; errors are {@code {"error": "..."}} so the page can show the message as is. */
final class Responses {
    private Responses() {}

    static void json(HttpExchange exchange, int status, Object body) throws IOException {
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        if (body == null) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        byte[] bytes = ConsoleJson.mapper().writeValueAsBytes(body);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    static void error(HttpExchange exchange, int status, String message) throws IOException {
        json(exchange, status, problem(message));
    }

    static Map<String, String> problem(String message) {
        return Map.of("error", message == null || message.isBlank() ? "unexpected error" : message);
    }
}
