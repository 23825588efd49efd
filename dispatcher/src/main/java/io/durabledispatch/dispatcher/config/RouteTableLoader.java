package io.durabledispatch.dispatcher.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.dispatcher.core.json.Json;
import io.durabledispatch.dispatcher.core.route.Route;
import io.durabledispatch.dispatcher.core.route.RouteTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Loads and validates the route document. Any error fails the cold start with a message naming the route
 * and the field, e.g. {@code route 'order-placed' (routes[0]): key[1] must be a JSON pointer}.
 */
public final class RouteTableLoader {
    private RouteTableLoader() {}

    /** @param spec the ROUTES value: {@code classpath:<resource>}, a file path, or the JSON itself */
    public static RouteTable load(String spec) {
        return parse(RouteSource.read(spec));
    }

    public static RouteTable parse(String document) {
        JsonNode root;
        try {
            root = Json.parse(document);
        } catch (JsonProcessingException e) {
            throw new ConfigurationException("route document is not valid JSON: " + e.getOriginalMessage());
        }
        JsonNode routes = root == null ? null : root.get("routes");
        if (routes == null || !routes.isArray() || routes.isEmpty()) {
            throw new ConfigurationException("route document: 'routes' must be a non-empty array");
        }
        List<Route> parsed = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < routes.size(); i++) {
            Route route = new RouteReader(routes.get(i), i).read();
            if (!names.add(route.name())) {
                throw new ConfigurationException(
                        "route '" + route.name() + "' (routes[" + i + "]): name is not unique");
            }
            parsed.add(route);
        }
        return new RouteTable(parsed);
    }
}
