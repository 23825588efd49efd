package io.durabledispatch.console.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.ConsoleErrors;
import java.util.List;
import java.util.Map;

/** A parsed API request: query parameters, and the JSON body of a POST (an empty object for GET). */
public record ApiRequest(Map<String, List<String>> query, JsonNode body) {
    public String param(String name) {
        List<String> values = query.getOrDefault(name, List.of());
        return values.isEmpty() ? null : values.get(0);
    }

    public List<String> params(String name) {
        return query.getOrDefault(name, List.of());
    }

    public String requiredParam(String name) {
        String value = param(name);
        if (value == null || value.isBlank())
            throw ConsoleErrors.badRequest("query parameter '" + name + "' is required");
        return value;
    }

    public String requiredText(String field) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual() || value.textValue().isBlank()) {
            throw ConsoleErrors.badRequest("body field '" + field + "' is required (a non-empty string)");
        }
        return value.textValue();
    }

    /** A boolean body field; absent or null is false, anything but a boolean is a 400. */
    public boolean flag(String field) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) return false;
        if (!value.isBoolean()) throw ConsoleErrors.badRequest("body field '" + field + "' must be true or false");
        return value.booleanValue();
    }

    public String text(String field, String fallback) {
        JsonNode value = body.get(field);
        return value == null || value.isNull() ? fallback : value.asText();
    }
}
