package io.durabledispatch.core.plan;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.json.CanonicalJson;
import io.durabledispatch.routes.EventEnvelope;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.KeySource;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.json.StrictJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Body → route → normalised key → execution name → canonical input. The one code path the dispatcher, the
 * CLI and the console share, so "where is order X of tenant T" gets the name the dispatcher used.
 */
public final class Planner {
    /** Async durable input limit (the stricter of the documented limits). */
    public static final int MAX_INPUT_BYTES = 256 * 1024;

    private final RouteTable routes;

    public Planner(RouteTable routes) {
        this.routes = routes;
    }

    public RouteTable routes() {
        return routes;
    }

    /** A body delivered without a generation attribute. */
    public PlanResult plan(String body) {
        return plan(body, Optional.empty());
    }

    /**
     * Never throws for bad input: every problem is a {@link Rejection} with a precise reason.
     *
     * @param generationAttribute the {@value Generations#ATTRIBUTE} message attribute's text, if the message has one
     */
    public PlanResult plan(String body, Optional<String> generationAttribute) {
        return plan(body, OutsideValues.NONE, generationAttribute);
    }

    /**
     * As {@link #plan(String, Optional)}, with the key values a door read outside the body (headers, path
     * parameters) for routes whose tenant or key fields name such sources.
     *
     * @param generationAttribute the request's generation as text, if the door received one apart from the body
     *     (SQS: the {@value Generations#ATTRIBUTE} message attribute)
     */
    public PlanResult plan(String body, OutsideValues outside, Optional<String> generationAttribute) {
        return parse(
                body,
                json -> routes.route(json)
                        .map(routed -> plan(routed.route(), routed.content(), outside, generationAttribute))
                        .orElseGet(() -> noRoute(json)));
    }

    /**
     * As {@link #plan(String, OutsideValues, Optional)} for a door that found the route itself (an HTTP door, by
     * method and path); the route's body match fields, if it has any, must still hold.
     */
    public PlanResult plan(Route route, String body, OutsideValues outside, Optional<String> generationAttribute) {
        return parse(
                body,
                json -> RouteTable.matches(route, json)
                        ? plan(route, json, outside, generationAttribute)
                        : Rejection.of(Reason.NO_ROUTE, "the body does not match route " + route.name(), route.name()));
    }

    private static PlanResult noRoute(JsonNode json) {
        return Rejection.of(
                Reason.NO_ROUTE,
                EventEnvelope.of(json)
                        .map(event -> "no eventBridge route takes source '" + event.source() + "' with detail-type '"
                                + event.detailType() + "'")
                        .orElse("no route matches the body"));
    }

    private static PlanResult parse(String body, Function<JsonNode, PlanResult> planned) {
        if (body == null || body.isBlank()) return Rejection.of(Reason.MALFORMED_JSON, "malformed JSON: body is empty");
        JsonNode json;
        try {
            json = StrictJson.parse(body);
        } catch (JsonProcessingException e) {
            return Rejection.of(Reason.MALFORMED_JSON, "malformed JSON " + where(e.getLocation()));
        }
        if (json == null || !json.isObject()) {
            return Rejection.of(Reason.NOT_AN_OBJECT, "body is not a JSON object");
        }
        return planned.apply(json);
    }

    /** The name the dispatcher gives the request with these raw tenant and key values (normalised here). */
    public NamedKey executionName(String routeName, String tenant, List<String> keyValues) {
        return executionName(routeName, tenant, keyValues, Generations.FIRST);
    }

    /** The name one generation of the request gets; {@code generation} must be from 1 to {@link Generations#MAX}. */
    public NamedKey executionName(String routeName, String tenant, List<String> keyValues, int generation) {
        if (generation < Generations.FIRST || generation > Generations.MAX) {
            throw new IllegalArgumentException(
                    "generation must be from 1 to " + Generations.MAX + ", was " + generation);
        }
        Route route =
                routes.named(routeName).orElseThrow(() -> new IllegalArgumentException("no route named " + routeName));
        if (keyValues.size() != route.key().size()) {
            throw new IllegalArgumentException(
                    "route " + routeName + " has " + route.key().size() + " key fields, got " + keyValues.size());
        }
        List<String> normalized = new ArrayList<>();
        for (int i = 0; i < keyValues.size(); i++)
            normalized.add(route.key().get(i).normalize(keyValues.get(i)));
        return ExecutionNames.of(
                route.keyVersion(), generation, route.tenant().normalize(tenant), route.operation(), normalized);
    }

    private static PlanResult plan(
            Route route, JsonNode body, OutsideValues outside, Optional<String> generationAttribute) {
        try {
            Map<KeySource, String> normalized = new LinkedHashMap<>();
            String tenant = KeyValues.read(body, outside, route.tenant(), route);
            normalized.put(route.tenant().source(), tenant);
            List<String> keyValues = new ArrayList<>();
            for (KeyField field : route.key()) {
                String value = KeyValues.read(body, outside, field, route);
                keyValues.add(value);
                normalized.put(field.source(), value);
            }
            int generation = Generations.read(body, route, generationAttribute);
            String input = CanonicalJson.write(Projection.project(body, route.input(), normalized));
            return sized(route, tenant, keyValues, generation, input);
        } catch (KeyValues.RejectedException e) {
            return e.rejection;
        }
    }

    private static PlanResult sized(Route route, String tenant, List<String> keyValues, int generation, String input) {
        int bytes = input.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_INPUT_BYTES) {
            String detail = "canonical input is " + bytes + " bytes, over the " + MAX_INPUT_BYTES + "-byte limit";
            return Rejection.of(Reason.INPUT_TOO_LARGE, detail, route.name());
        }
        NamedKey key = ExecutionNames.of(route.keyVersion(), generation, tenant, route.operation(), keyValues);
        return new Plan(route, tenant, keyValues, generation, key, input);
    }

    private static String where(JsonLocation location) {
        return location == null ? "" : "at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }
}
