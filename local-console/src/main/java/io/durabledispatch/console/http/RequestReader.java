package io.durabledispatch.console.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.Json;
import java.util.Locale;

/**
 * Reads an API request. A POST must say {@code Content-Type: application/json}: a page on another site can
 * send a form or text/plain to 127.0.0.1 without asking, but not JSON, so this keeps other sites' pages from
 * acting on the console. Bad input is a 400.
 */
final class RequestReader {
    private RequestReader() {}

    static ApiRequest read(HttpRequest request) {
        if (!request.method().equals("POST")) {
            return new ApiRequest(request.query(), Json.MAPPER.createObjectNode());
        }
        String type = request.header("Content-Type").orElse("");
        if (!type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw ConsoleErrors.badRequest("POST needs Content-Type: application/json");
        }
        String text = request.bodyText();
        JsonNode body;
        try {
            body = text.isBlank() ? Json.MAPPER.createObjectNode() : Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw ConsoleErrors.badRequest("the request body is not valid JSON: " + e.getOriginalMessage());
        }
        if (!body.isObject()) {
            throw ConsoleErrors.badRequest("the request body must be a JSON object");
        }
        return new ApiRequest(request.query(), body);
    }
}
