package io.durabledispatch.routes;

import java.util.Map;

/**
 * The route an HTTP request matched.
 *
 * @param pathParameters the values the path gave the template's parameters, when the match was by path; empty when
 *     API Gateway named the route (it then passes the parameters itself)
 */
public record HttpRoute(Route route, Map<String, String> pathParameters) {
    public HttpRoute {
        pathParameters = Map.copyOf(pathParameters);
    }
}
