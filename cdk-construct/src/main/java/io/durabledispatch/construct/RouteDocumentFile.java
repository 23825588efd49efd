package io.durabledispatch.construct;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a route document file into routes: the dispatcher's parser validates it and names each route's
 * target; that name is bound to a deployed target. The rules travel as written (the raw route objects), so
 * the dispatcher later reads exactly what the file says.
 */
final class RouteDocumentFile {
    private static final ObjectMapper JSON = JsonMappers.plain();

    private RouteDocumentFile() {}

    static List<DispatchRoute> read(Path file, Map<String, ? extends DispatchTarget> targets) {
        List<Route> parsed = RouteDocuments.load(file).routes();
        JsonNode raw = rawRoutes(file);
        List<DispatchRoute> bound = new ArrayList<>();
        for (int i = 0; i < parsed.size(); i++) {
            Route route = parsed.get(i);
            String named =
                    route.target().fold(LambdaDurableTarget::functionName, StepFunctionsTarget::stateMachineName);
            DispatchTarget target = targets.get(named);
            Checks.require(
                    target != null,
                    "route document " + file + ": route '" + route.name() + "' targets '" + named
                            + "', which has no deployed target (have " + targets.keySet() + ")");
            ObjectNode definition = raw.get(i).deepCopy();
            definition.remove("target");
            bound.add(DispatchRoute.of(definition, target));
        }
        return bound;
    }

    private static JsonNode rawRoutes(Path file) {
        try {
            return JSON.readTree(file.toFile()).path("routes");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the route document " + file.toAbsolutePath(), e);
        }
    }
}
