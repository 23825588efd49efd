package io.durabledispatch.routes.document;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.KeySource;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Typed, validating access to one route object's fields, with errors that say where. */
final class RouteNode {
    private static final Pattern OUTSIDE = Pattern.compile("(header|path):");
    /** Looks like an outside source (a word and a colon) rather than a pointer someone forgot the slash of. */
    private static final Pattern PREFIXED = Pattern.compile("[A-Za-z]+:");

    private final JsonNode json;
    private final String where;

    RouteNode(JsonNode json, int index) {
        this.json = json;
        JsonNode name = json == null ? null : json.get("name");
        this.where = "route " + (name != null && name.isTextual() ? "'" + name.textValue() + "' " : "") + "(routes["
                + index + "])";
        if (json == null || !json.isObject()) throw error("must be an object");
    }

    RouteDocumentException error(String problem) {
        return new RouteDocumentException(where + ": " + problem);
    }

    void rejectUnknownFields(Set<String> known) {
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!known.contains(field)) throw error("unknown field '" + field + "'");
        }
    }

    JsonNode optional(String field) {
        JsonNode value = json.get(field);
        return value == null || value.isNull() ? null : value;
    }

    JsonNode object(String field) {
        JsonNode value = optional(field);
        if (value == null || !value.isObject()) throw error(field + " must be an object");
        return value;
    }

    String text(String field, Pattern pattern) {
        JsonNode value = optional(field);
        if (value == null
                || !value.isTextual()
                || !pattern.matcher(value.textValue()).matches()) {
            throw error(field + " must be a string matching " + pattern.pattern());
        }
        return value.textValue();
    }

    int positiveInt(String field, int fallback) {
        JsonNode value = optional(field);
        if (value == null) return fallback;
        if (!value.canConvertToInt() || !value.isIntegralNumber() || value.intValue() < 1) {
            throw error(field + " must be a positive integer");
        }
        return value.intValue();
    }

    JsonPointer pointer(String field) {
        JsonNode value = optional(field);
        if (value == null || !value.isTextual()) throw error(field + " must be a JSON pointer string, e.g. /tenant_id");
        return compile(field, value.textValue());
    }

    List<JsonPointer> pointers(String field) {
        JsonNode value = optional(field);
        if (value == null || !value.isArray() || value.isEmpty()) {
            throw error(field + " must be a non-empty array of JSON pointers");
        }
        List<JsonPointer> pointers = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            if (!value.get(i).isTextual()) throw error(field + "[" + i + "] must be a JSON pointer string");
            pointers.add(compile(field + "[" + i + "]", value.get(i).textValue()));
        }
        return pointers;
    }

    /** A tenant or key source: a JSON pointer, {@code header:<name>} or {@code path:<name>}. */
    KeySource source(String field) {
        JsonNode value = optional(field);
        if (value == null || !value.isTextual()) throw error(field + " must be a JSON pointer string, e.g. /tenant_id");
        return source(field, value.textValue());
    }

    List<KeySource> sources(String field) {
        JsonNode value = optional(field);
        if (value == null || !value.isArray() || value.isEmpty()) {
            throw error(field + " must be a non-empty array of JSON pointers");
        }
        List<KeySource> sources = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            if (!value.get(i).isTextual()) throw error(field + "[" + i + "] must be a JSON pointer string");
            sources.add(source(field + "[" + i + "]", value.get(i).textValue()));
        }
        return sources;
    }

    KeySource source(String field, String text) {
        if (OUTSIDE.matcher(text).lookingAt()) {
            try {
                return KeySource.parse(text);
            } catch (IllegalArgumentException e) {
                throw error(field + ": " + e.getMessage());
            }
        }
        if (PREFIXED.matcher(text).lookingAt()) {
            throw error(field + " names an unknown source '" + text + "': use " + KeySource.RULE);
        }
        return KeySource.body(compile(field, text));
    }

    JsonPointer compile(String field, String text) {
        try {
            JsonPointer pointer = JsonPointer.compile(text);
            if (pointer.matches()) throw new IllegalArgumentException("empty pointer");
            return pointer;
        } catch (IllegalArgumentException e) {
            throw error(field + " must be a JSON pointer like /order_no, was '" + text + "'");
        }
    }
}
