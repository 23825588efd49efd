package io.durabledispatch.routes.document;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Map;

/** The route document's JSON reader: as strict as the dispatcher's body reader, so both refuse the same text. */
final class DocumentJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            // Two values for one field (two "target"s, two match entries for one pointer): which one was meant?
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .build();

    private DocumentJson() {}

    static JsonNode parse(String text) throws JsonProcessingException {
        return MAPPER.readTree(text);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> toMap(JsonNode object) {
        return MAPPER.convertValue(object, Map.class);
    }
}
