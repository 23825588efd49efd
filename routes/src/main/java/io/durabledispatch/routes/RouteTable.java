package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The routes in document order; the first route whose match fields all equal the body's wins. */
public record RouteTable(List<Route> routes) {
    public RouteTable {
        routes = List.copyOf(routes);
    }

    public Optional<Route> match(JsonNode body) {
        return routes.stream().filter(route -> matches(route, body)).findFirst();
    }

    public Optional<Route> named(String name) {
        return routes.stream().filter(route -> route.name().equals(name)).findFirst();
    }

    private static boolean matches(Route route, JsonNode body) {
        for (Map.Entry<JsonPointer, String> field : route.match().entrySet()) {
            JsonNode value = body.at(field.getKey());
            if (!value.isValueNode() || !field.getValue().equals(value.asText())) return false;
        }
        return true;
    }
}
