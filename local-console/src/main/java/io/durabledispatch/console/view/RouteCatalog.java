package io.durabledispatch.console.view;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.arn.FunctionArns;
import io.durabledispatch.routes.arn.StateMachineArns;
import io.durabledispatch.routes.json.StrictJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the dispatcher's routes say about an execution: which route started it (by its target) and its tenant
 * (read from the canonical input), and the execution name of a business key, derived by the dispatcher's own
 * planner so the console finds exactly what the dispatcher started.
 */
public final class RouteCatalog {
    private final Planner planner;

    public RouteCatalog(Planner planner) {
        this.planner = planner;
    }

    public List<Route> routes() {
        return planner.routes().routes();
    }

    /** @param target a function name or ARN, or a state machine name or ARN */
    public Optional<Route> routeOf(String target) {
        return routes().stream().filter(route -> targets(route, target)).findFirst();
    }

    public Optional<String> tenantOf(Route route, String canonicalInput) {
        try {
            JsonNode value = StrictJson.parse(canonicalInput).at(route.tenant().pointer());
            return value.isValueNode() ? Optional.of(value.asText()) : Optional.empty();
        } catch (Exception e) {
            return Optional.empty(); // a foreign or broken input has no tenant to show, not an error
        }
    }

    /** The key values in route order; empty when one is missing or not a plain value. */
    public Optional<List<String>> keysOf(Route route, String canonicalInput) {
        try {
            JsonNode input = StrictJson.parse(canonicalInput);
            List<String> keys = new ArrayList<>();
            for (KeyField field : route.key()) {
                JsonNode value = input.at(field.pointer());
                if (!value.isValueNode() || value.isNull()) return Optional.empty();
                keys.add(value.asText());
            }
            return Optional.of(keys);
        } catch (Exception e) {
            return Optional.empty(); // a foreign or broken input: as for the tenant
        }
    }

    /** Throws IllegalArgumentException naming the problem (unknown route, wrong number of key values). */
    public String executionName(String route, String tenant, List<String> keyValues) {
        return planner.executionName(route, tenant, keyValues).executionName();
    }

    /** Compares names, not ARNs: an execution may name its target either way. */
    private static boolean targets(Route route, String target) {
        return route.target()
                .fold(
                        function -> function.functionName().equals(FunctionArns.name(target)),
                        machine -> machine.stateMachineName().equals(StateMachineArns.name(target)));
    }
}
