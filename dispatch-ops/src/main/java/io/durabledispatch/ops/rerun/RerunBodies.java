package io.durabledispatch.ops.rerun;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.json.StrictJson;
import java.util.Map;

/**
 * A routable body from an execution's canonical input: the input already holds the normalised tenant, key and
 * payload fields; the route's match fields (which the projection leaves out) and, when the route names one,
 * the generation field are written back.
 */
final class RerunBodies {
    private RerunBodies() {}

    static String rebuild(Route route, String canonicalInput, int generation) {
        ObjectNode body = parse(canonicalInput);
        for (Map.Entry<JsonPointer, String> match : route.match().entrySet()) {
            put(body, match.getKey(), StrictJson.nodes().textNode(match.getValue()));
        }
        route.generation()
                .ifPresent(field -> put(body, field, StrictJson.nodes().numberNode(generation)));
        try {
            return StrictJson.mapper().writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a JSON tree", e);
        }
    }

    private static ObjectNode parse(String canonicalInput) {
        try {
            JsonNode input = StrictJson.parse(canonicalInput);
            if (input instanceof ObjectNode object) return object;
        } catch (JsonProcessingException e) {
            // reported below
        }
        throw new IllegalStateException("the execution's input is not a JSON object");
    }

    private static void put(ObjectNode root, JsonPointer pointer, JsonNode value) {
        ObjectNode parent = root;
        JsonPointer rest = pointer;
        while (!rest.tail().matches()) {
            JsonNode child = parent.get(rest.getMatchingProperty());
            parent = child instanceof ObjectNode object ? object : parent.putObject(rest.getMatchingProperty());
            rest = rest.tail();
        }
        parent.set(rest.getMatchingProperty(), value);
    }
}
