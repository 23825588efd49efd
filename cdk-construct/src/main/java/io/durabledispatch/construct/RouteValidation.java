package io.durabledispatch.construct;

import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocumentException;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.List;

/**
 * Checks the routes at synth with the parser the dispatcher runs at cold start, so a route the dispatcher
 * would refuse never deploys, and the error reads the same (it names the route and the field).
 */
final class RouteValidation {
    private RouteValidation() {}

    /** @return the routes' operations, each once, in route order */
    static List<String> operations(String constructPath, List<DispatchRoute> routes) {
        RouteTable table;
        try {
            table = RouteDocuments.parse(RouteDocument.forValidation(routes));
        } catch (RouteDocumentException e) {
            throw new IllegalArgumentException(constructPath + ": " + e.getMessage(), e);
        }
        return table.routes().stream().map(Route::operation).distinct().toList();
    }
}
