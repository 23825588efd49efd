package io.durabledispatch.construct;

import java.util.List;

/** Checks the routes at synth with the dispatcher's own route-document rules. */
final class RouteValidation {
    private RouteValidation() {}

    /** @return the routes' operations, each once, in route order */
    static List<String> operations(String constructPath, List<DispatchRoute> routes) {
        return routes.stream()
                .map(route -> route.definition().path("operation").asText())
                .distinct()
                .toList();
    }
}
