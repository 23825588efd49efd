package io.durabledispatch.infra.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The dispatcher's route document (the same file the local stack uses). The app keeps every rule of it and
 * swaps only each route's target for the resource it deploys.
 */
public final class RouteDocument {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ObjectNode root;

    private RouteDocument(ObjectNode root) {
        this.root = root;
    }

    public static RouteDocument read(Path file) {
        try {
            return new RouteDocument((ObjectNode) JSON.readTree(file.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the route document " + file.toAbsolutePath(), e);
        }
    }

    public List<Route> routes() {
        List<Route> routes = new ArrayList<>();
        root.withArray("routes").forEach(node -> routes.add(toRoute(node)));
        return routes;
    }

    /** The document as a JSON-ready map, each route's target replaced by {@code deployedTarget}. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> withTargets(Function<Route, Map<String, Object>> deployedTarget) {
        ObjectNode copy = root.deepCopy();
        for (JsonNode node : copy.withArray("routes")) {
            ((ObjectNode) node).set("target", JSON.valueToTree(deployedTarget.apply(toRoute(node))));
        }
        return JSON.convertValue(copy, Map.class);
    }

    private static Route toRoute(JsonNode node) {
        String name = node.path("name").asText();
        JsonNode target = node.path("target");
        TargetKind kind = TargetKind.fromDocument(name, target.path("type").asText());
        String targetName = kind == TargetKind.LAMBDA
                ? target.path("function").asText()
                : lastArnPart(target.path("stateMachineArn").asText());
        return new Route(name, node.path("operation").asText(), kind, targetName);
    }

    private static String lastArnPart(String arn) {
        return arn.substring(arn.lastIndexOf(':') + 1);
    }
}
