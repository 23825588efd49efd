package io.durabledispatch.construct.api;

import io.durabledispatch.routes.HttpMatch;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The API's routes: one per distinct {@code http} request of the route document (API Gateway then names the route
 * in {@code routeKey}, which the door matches first), and the status resource's catch-all.
 */
public final class ApiRouteKeys {
    public static final String STATUS_METHOD = "GET";
    /** The status resource: {@code /executions/<operation>/<tenant>/<key>...} (docs/reference/http-door.md). */
    public static final String STATUS_PATH = "/executions/{proxy+}";

    private ApiRouteKeys() {}

    /** The start routes in document order, each once; {@code http} texts were validated by the route parser. */
    public static List<HttpMatch> starts(Collection<String> requests) {
        Set<HttpMatch> keys = new LinkedHashSet<>();
        requests.forEach(request -> keys.add(HttpMatch.parse(request)));
        return List.copyOf(keys);
    }
}
