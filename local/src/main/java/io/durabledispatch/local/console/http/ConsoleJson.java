package io.durabledispatch.local.console.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** The console's JSON mapper: records out as they are (null fields included, so the page sees every key). */
final class ConsoleJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private ConsoleJson() {}

    static ObjectMapper mapper() {
        return MAPPER;
    }

    static JsonNode emptyObject() {
        return MAPPER.createObjectNode();
    }
}
