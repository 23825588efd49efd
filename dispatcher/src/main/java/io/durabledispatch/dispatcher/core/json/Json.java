package io.durabledispatch.dispatcher.core.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** The one JSON reader of the dispatcher: exact decimals, no duplicate keys, nothing after the value. */
public final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            // Exact decimals: 44.90 and 44.9 must canonicalise alike without a detour through binary floats.
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            // A body with two values for one key is ambiguous: which one did the producer mean?
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .build();

    private Json() {}

    /** Parses one JSON value; throws {@link JsonProcessingException} with the position on malformed text. */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return MAPPER.readTree(text);
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static JsonNodeFactory nodes() {
        return MAPPER.getNodeFactory();
    }
}
