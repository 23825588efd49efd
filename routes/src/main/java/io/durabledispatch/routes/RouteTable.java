package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The routes in document order. A body-only door takes the first route without {@code http} whose match fields all
 * equal the body's; an HTTP door finds its route by method and path ({@link #matchHttp}).
 */
public record RouteTable(List<Route> routes) {
    public RouteTable {
        routes = List.copyOf(routes);
    }

    /** HTTP routes are left out: their key values come from headers and paths a body-only door does not have. */
    public Optional<Route> match(JsonNode body) {
        return routes.stream()
                .filter(route -> route.http().isEmpty())
                .filter(route -> matches(route, body))
                .findFirst();
    }

    /**
     * The route an HTTP request is for: by API Gateway's route key when it names one of ours, else by method and
     * path against each template (a catch-all API route, a REST API proxy). Document order breaks no ties: the
     * document refuses two routes with one route key.
     */
    public Optional<HttpRoute> matchHttp(String routeKey, String method, String path) {
        for (Route route : routes) {
            if (route.http().isPresent() && route.http().get().routeKey().equals(routeKey)) {
                return Optional.of(new HttpRoute(route, Map.of()));
            }
        }
        for (Route route : routes) {
            var parameters = route.http().flatMap(http -> http.match(method, path));
            if (parameters.isPresent()) return Optional.of(new HttpRoute(route, parameters.get()));
        }
        return Optional.empty();
    }

    /** Whether the body satisfies the route's match fields (an HTTP route's are optional and checked on top). */
    public static boolean matches(Route route, JsonNode body) {
        for (Map.Entry<JsonPointer, String> field : route.match().entrySet()) {
            JsonNode value = body.at(field.getKey());
            if (!value.isValueNode() || !field.getValue().equals(value.asText())) return false;
        }
        return true;
    }

    public Optional<Route> named(String name) {
        return routes.stream().filter(route -> route.name().equals(name)).findFirst();
    }
}
