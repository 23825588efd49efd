package io.durabledispatch.console.view;

import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.Route;
import java.util.List;

/**
 * The business request behind an execution, as {@code rerun} takes it. The canonical input holds the tenant and
 * the key values already normalised, at the route's own pointers; normalising them again changes nothing.
 */
public record RerunRequest(String route, String tenant, List<String> keys) {
    static RerunRequest of(ExecutionRecord execution, RouteCatalog catalog) {
        Route route = catalog.routeOf(execution.workflow())
                .orElseThrow(() -> ConsoleErrors.badRequest(
                        "execution " + execution.name() + " was not started by a route: nothing to re-run"));
        String input = execution
                .input()
                .orElseThrow(() -> ConsoleErrors.badRequest("execution " + execution.name() + " has no input"));
        String tenant = catalog.tenantOf(route, input)
                .orElseThrow(() -> ConsoleErrors.badRequest("the input of " + execution.name() + " has no tenant"));
        List<String> keys = catalog.keysOf(route, input)
                .orElseThrow(() -> ConsoleErrors.badRequest("the input of " + execution.name() + " lacks a key field"));
        return new RerunRequest(route.name(), tenant, keys);
    }
}
