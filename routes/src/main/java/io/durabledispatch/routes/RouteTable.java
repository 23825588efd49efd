package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The routes in document order. A body-only door takes, for an EventBridge envelope, the first {@code eventBridge}
 * route whose source and detail-type fit and whose match fields the event's detail satisfies; for any other body,
 * the first route with neither {@code http} nor {@code eventBridge} whose match fields all equal the body's. An HTTP
 * door finds its route by method and path ({@link #matchHttp}).
 */
public record RouteTable(List<Route> routes) {
    public RouteTable {
        routes = List.copyOf(routes);
    }

    /**
     * The route of {@link #route}, without what its pointers read. HTTP routes are left out: their key values come
     * from headers and paths a body-only door does not have.
     */
    public Optional<Route> match(JsonNode body) {
        return route(body).map(RoutedRequest::route);
    }

    /**
     * The route a body-only door's request is for and what its pointers read. An envelope goes to eventBridge
     * routes only and a plain body to plain routes only: an envelope's pointers would otherwise read the envelope
     * where the same request sent plainly reads its body, giving the one request two names.
     */
    public Optional<RoutedRequest> route(JsonNode body) {
        Optional<EventEnvelope> envelope = EventEnvelope.of(body);
        if (envelope.isPresent()) return eventRoute(envelope.get());
        return routes.stream()
                .filter(Route::bodyOnly)
                .filter(route -> matches(route, body))
                .findFirst()
                .map(route -> new RoutedRequest(route, body));
    }

    private Optional<RoutedRequest> eventRoute(EventEnvelope envelope) {
        return routes.stream()
                .filter(route -> route.eventBridge()
                        .filter(match -> match.matches(envelope))
                        .isPresent())
                .filter(route -> matches(route, envelope.detail()))
                .findFirst()
                .map(route -> new RoutedRequest(route, envelope.detail()));
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
