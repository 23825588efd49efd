package io.durabledispatch.cli;

import io.durabledispatch.api.core.HttpAdmissionRequests;
import io.durabledispatch.api.core.HttpCall;
import io.durabledispatch.core.admission.AdmissionRequest;
import io.durabledispatch.core.plan.OutsideValues;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.plan.Rejection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code name --http}: a body planned as the HTTP door plans it. The route is found by method and path (API
 * Gateway's route key when the text is a route's template), and the door's own code picks the header and path
 * values the route reads.
 */
record HttpPlanning(String method, String path, Map<String, String> headers) {
    static HttpPlanning of(String request, Map<String, String> headers, int generation) {
        String[] parts = request.strip().split("\\s+", 2);
        if (parts.length != 2 || !parts[1].startsWith("/")) {
            throw new IllegalArgumentException(
                    "--http must be a method and a path, e.g. 'POST /orders', was '" + request + "'");
        }
        Map<String, String> all = new LinkedHashMap<>(headers);
        boolean named = all.keySet().stream().anyMatch(HttpAdmissionRequests.GENERATION_HEADER::equalsIgnoreCase);
        if (generation != 1 && !named) all.put(HttpAdmissionRequests.GENERATION_HEADER, Integer.toString(generation));
        return new HttpPlanning(parts[0].toUpperCase(java.util.Locale.ROOT), parts[1], Map.copyOf(all));
    }

    PlanResult plan(Planner planner, String body) {
        HttpCall call = new HttpCall(method, method + " " + path, path, headers, Map.of(), Map.of(), body, "");
        return planner.routes()
                .matchHttp(call.routeKey(), method, path)
                .map(found -> {
                    AdmissionRequest request = HttpAdmissionRequests.of(found, call);
                    return planner.plan(
                            found.route(), request.body(), OutsideValues.of(request.outside()), request.generation());
                })
                .orElseGet(() ->
                        new Rejection(Reason.NO_ROUTE, "no HTTP route takes " + method + " " + path, Optional.empty()));
    }
}
