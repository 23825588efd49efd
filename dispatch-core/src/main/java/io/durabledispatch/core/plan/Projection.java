package io.durabledispatch.core.plan;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.KeySource;
import io.durabledispatch.routes.json.StrictJson;
import java.util.List;
import java.util.Map;

/**
 * Builds the workflow input: the route's input fields copied to the same paths, then the normalised tenant
 * and key values written over the raw ones wherever the projection includes them, so that " a-1001" and
 * "A-1001" give the same input. Fields absent from the body are left out; pointers name object members. An
 * outside value the projection includes is written at its source's pointer ({@code /path/tenant}), over
 * anything the body had there: the door's value is the key, so it is what the workflow must see.
 */
final class Projection {
    private Projection() {}

    static ObjectNode project(JsonNode body, List<JsonPointer> input, Map<KeySource, String> normalized) {
        ObjectNode out = StrictJson.nodes().objectNode();
        for (JsonPointer pointer : input) {
            JsonNode value = body.at(pointer);
            if (!value.isMissingNode()) put(out, pointer, value.deepCopy());
        }
        normalized.forEach((source, value) -> {
            JsonPointer pointer = source.pointer();
            boolean replace = source.outside() || out.at(pointer).isTextual();
            if (covered(pointer, input) && replace)
                put(out, pointer, StrictJson.nodes().textNode(value));
        });
        return out;
    }

    private static boolean covered(JsonPointer field, List<JsonPointer> input) {
        String path = field.toString();
        return input.stream().map(JsonPointer::toString).anyMatch(p -> path.equals(p) || path.startsWith(p + "/"));
    }

    private static void put(ObjectNode root, JsonPointer pointer, JsonNode value) {
        ObjectNode parent = root;
        JsonPointer rest = pointer;
        while (!rest.tail().matches()) {
            String name = rest.getMatchingProperty();
            JsonNode child = parent.get(name);
            parent = child instanceof ObjectNode object ? object : parent.putObject(name);
            rest = rest.tail();
        }
        parent.set(rest.getMatchingProperty(), value);
    }
}
