package io.durabledispatch.routes.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * The one strict JSON reader ({@link JsonMappers#strict()}) of route documents and of the bodies the dispatcher
 * plans: one reader, so the document and the bodies refuse the same text.
 */
public final class StrictJson {
    private static final ObjectMapper MAPPER = JsonMappers.strict();

    private StrictJson() {}

    /** Parses one JSON value; throws {@link JsonProcessingException} with the position on malformed text. */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return MAPPER.readTree(text);
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Nodes with exact decimals, as {@link #parse} makes them. */
    public static JsonNodeFactory nodes() {
        return MAPPER.getNodeFactory();
    }
}
