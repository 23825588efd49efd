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

/** Reads a route document file into routes, binding the target each route names to a deployed one. */
final class RouteDocumentFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RouteDocumentFile() {}

    static List<DispatchRoute> read(Path file, Map<String, ? extends DispatchTarget> targets) {
        JsonNode routes = parse(file).path("routes");
        Checks.require(
                routes.isArray() && !routes.isEmpty(),
                "route document " + file + ": 'routes' must be a non-empty array");
        List<DispatchRoute> bound = new ArrayList<>();
        for (JsonNode route : routes) {
            Checks.require(route.isObject(), "route document " + file + ": every route must be an object");
            ObjectNode definition = ((ObjectNode) route).deepCopy();
            String named = targetName(definition.remove("target"));
            DispatchTarget target = targets.get(named);
            Checks.require(
                    target != null,
                    "route document " + file + ": route '"
                            + definition.path("name").asText() + "' targets '" + named
                            + "', which has no deployed target (have " + targets.keySet() + ")");
            bound.add(DispatchRoute.of(definition, target));
        }
        return bound;
    }

    private static String targetName(JsonNode target) {
        if (target == null) return "";
        String function = target.path("function").asText("");
        if (!function.isEmpty()) return function.substring(function.lastIndexOf(':') + 1);
        String arn = target.path("stateMachineArn").asText("");
        return arn.substring(arn.lastIndexOf(':') + 1);
    }

    private static JsonNode parse(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the route document " + file.toAbsolutePath(), e);
        }
    }
}
