package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads a route document file into routes, binding each route to the deployed target of its name. */
final class RouteDocumentFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RouteDocumentFile() {}

    static List<DispatchRoute> read(Path file, Map<String, ? extends DispatchTarget> targets) {
        JsonNode routes = parse(file).path("routes");
        Checks.require(routes.isArray() && !routes.isEmpty(),
                "route document " + file + ": 'routes' must be a non-empty array");
        List<DispatchRoute> bound = new ArrayList<>();
        for (JsonNode route : routes) {
            Checks.require(route.isObject(), "route document " + file + ": every route must be an object");
            ObjectNode definition = ((ObjectNode) route).deepCopy();
            definition.remove("target");
            String name = definition.path("name").asText();
            DispatchTarget target = targets.get(name);
            Checks.require(target != null, "route document " + file + ": route '" + name
                    + "' has no deployed target; pass one under its name (have " + targets.keySet() + ")");
            bound.add(DispatchRoute.of(definition, target));
        }
        return bound;
    }

    private static JsonNode parse(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the route document " + file.toAbsolutePath(), e);
        }
    }
}
