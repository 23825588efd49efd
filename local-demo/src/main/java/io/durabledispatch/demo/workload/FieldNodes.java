package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.util.Map;

/**
 * A sample's event fields (ordered maps, lists, strings, numbers) as JSON nodes, in their order. Through the
 * strict mapper: its exact decimals keep an amount of 12.50 as written, where the plain one would make it 12.5.
 */
final class FieldNodes {
    private static final ObjectMapper EXACT = JsonMappers.strict();

    private FieldNodes() {}

    static void putAll(ObjectNode node, Map<String, Object> fields) {
        node.setAll((ObjectNode) EXACT.valueToTree(fields));
    }

    static void put(ObjectNode node, String name, Object value) {
        node.set(name, EXACT.<JsonNode>valueToTree(value));
    }
}
