package io.durabledispatch.api.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.durabledispatch.routes.json.JsonMappers;
import io.durabledispatch.routes.json.StrictJson;
import java.io.UncheckedIOException;

/** The door's JSON: response bodies built as trees, an execution's output embedded as the JSON it is. */
final class Json {
    private static final com.fasterxml.jackson.databind.json.JsonMapper MAPPER = JsonMappers.plain();

    private Json() {}

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // a tree of plain nodes always writes
        }
    }

    /** An engine's output as JSON; output that is no JSON (an engine may store any text) as a string. */
    static JsonNode embedded(String text) {
        try {
            JsonNode node = StrictJson.parse(text);
            return node == null ? TextNode.valueOf(text) : node;
        } catch (JsonProcessingException e) {
            return TextNode.valueOf(text);
        }
    }
}
