package io.durabledispatch.local.console.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Reads an API request. A POST must say {@code Content-Type: application/json}: a page on another site can
 * send a form or text/plain to 127.0.0.1 without asking, but not JSON, so this keeps other sites' pages from
 * acting on the console. Bad input is an IllegalArgumentException (400).
 */
final class RequestReader {
    private RequestReader() {}

    static ApiRequest read(HttpExchange exchange) throws IOException {
        var query = QueryString.parse(exchange.getRequestURI().getRawQuery());
        if (!exchange.getRequestMethod().equals("POST")) return new ApiRequest(query, ConsoleJson.emptyObject());
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new IllegalArgumentException("POST needs Content-Type: application/json");
        }
        String text = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        JsonNode body;
        try {
            body = text.isBlank()
                    ? ConsoleJson.emptyObject()
                    : ConsoleJson.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the request body is not valid JSON: " + e.getOriginalMessage());
        }
        if (!body.isObject()) throw new IllegalArgumentException("the request body must be a JSON object");
        return new ApiRequest(query, body);
    }
}
