package io.durabledispatch.routes.document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.Target;
import io.durabledispatch.routes.json.StrictJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Loads and validates the route document: the one parser the dispatcher (at cold start), the local stack and the
 * CDK app (at synth) share. Any error is a {@link RouteDocumentException} naming the route and the field, e.g.
 * {@code route 'order-placed' (routes[0]): key[1] must be a JSON pointer like /order_no, was 'order_no'}.
 */
public final class RouteDocuments {
    private RouteDocuments() {}

    /** @param spec the ROUTES value: {@code classpath:<resource>}, a file path, or the JSON itself */
    public static RouteTable load(String spec) {
        String document = RouteSource.read(spec);
        try {
            return parse(document);
        } catch (RouteDocumentException e) {
            if (spec.strip().startsWith("{")) throw e;
            throw new RouteDocumentException(spec + ": " + e.getMessage(), e);
        }
    }

    public static RouteTable load(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new RouteDocumentException("route document: cannot read file '" + file + "'", e);
        }
    }

    /** @param document the route document's JSON text */
    public static RouteTable parse(String document) {
        return read(json(document));
    }

    /**
     * The validated document as a JSON-ready map, each route's target replaced by {@code deployed}'s answer and
     * every other field kept: how a CDK app points the document it was given at the resources it deploys. The new
     * targets are not validated (at synth they hold tokens, not ARNs).
     */
    public static Map<String, Object> withTargets(String document, Function<Route, Target> deployed) {
        JsonNode root = json(document);
        List<Route> routes = read(root).routes();
        ArrayNode nodes = (ArrayNode) root.get("routes");
        for (int i = 0; i < routes.size(); i++) {
            ((ObjectNode) nodes.get(i)).set("target", TargetWriter.write(deployed.apply(routes.get(i))));
        }
        return StrictJson.mapper().convertValue(root, new TypeReference<Map<String, Object>>() {});
    }

    private static JsonNode json(String document) {
        try {
            return StrictJson.parse(document);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            String where = at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
            throw new RouteDocumentException("route document is not valid JSON" + where + ": " + problem(e));
        }
    }

    /** Jackson's message without the reader's description, which names no file and says REDACTED. */
    private static String problem(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        int marker = message.indexOf(" (start marker at");
        return marker < 0 ? message : message.substring(0, marker);
    }

    private static RouteTable read(JsonNode root) {
        JsonNode routes = root == null ? null : root.get("routes");
        if (routes == null || !routes.isArray() || routes.isEmpty()) {
            throw new RouteDocumentException("route document: 'routes' must be a non-empty array");
        }
        List<Route> parsed = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> routeKeys = new HashSet<>();
        for (int i = 0; i < routes.size(); i++) {
            Route route = new RouteReader(routes.get(i), i).read();
            if (!names.add(route.name())) {
                throw new RouteDocumentException(
                        "route '" + route.name() + "' (routes[" + i + "]): name is not unique");
            }
            if (route.http().isPresent() && !routeKeys.add(route.http().get().routeKey())) {
                throw new RouteDocumentException("route '" + route.name() + "' (routes[" + i + "]): http '"
                        + route.http().get() + "' is already another route's (one route per method and path)");
            }
            parsed.add(route);
        }
        return new RouteTable(parsed);
    }
}
