package io.durabledispatch.localstack.template;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.apigateway.RouteKey;
import io.durabledispatch.localstack.template.HttpApiReader.ApiIntegration;
import io.durabledispatch.localstack.template.HttpApiReader.ApiRoute;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Puts each HTTP API together from its stage and routes. One stage is served per API ({@code $default} if there
 * is one, else the first); a route whose integration is not a served one, or whose function is not hosted, is
 * left out with a note; an API without a stage is not deployed, so not served.
 */
final class HttpApiAssembly {
    private final HttpApiReader parts;
    private final Path file;
    private final Set<String> hosted;
    private final List<String> notes;

    HttpApiAssembly(HttpApiReader parts, Path file, Set<String> hosted, List<String> notes) {
        this.parts = parts;
        this.file = file;
        this.hosted = hosted;
        this.notes = notes;
    }

    List<HttpApiDefinition> definitions() {
        notes.addAll(parts.notes);
        List<HttpApiDefinition> definitions = new ArrayList<>();
        parts.apis.forEach((id, name) -> stage(id).ifPresent(stage -> definitions.add(api(id, name, stage))));
        return definitions;
    }

    private Optional<String> stage(String apiId) {
        List<String> stages = parts.stages.getOrDefault(apiId, List.of());
        if (stages.isEmpty()) {
            notes.add("api " + apiId + ": no stage, so nothing is deployed; not served");
            return Optional.empty();
        }
        String served =
                stages.contains(HttpApiDefinition.DEFAULT_STAGE) ? HttpApiDefinition.DEFAULT_STAGE : stages.get(0);
        stages.stream()
                .filter(s -> !s.equals(served))
                .forEach(
                        s -> notes.add("api " + apiId + ": stage " + s + " is not served (one stage per API locally)"));
        return Optional.of(served);
    }

    private HttpApiDefinition api(String id, String name, String stage) {
        List<HttpApiDefinition.Route> routes = new ArrayList<>();
        for (ApiRoute route : parts.routes) {
            if (route.apiId().equals(id)) integrated(route).ifPresent(routes::add);
        }
        return new HttpApiDefinition(id, name, stage, routes);
    }

    private Optional<HttpApiDefinition.Route> integrated(ApiRoute route) {
        RouteKey key;
        try {
            key = RouteKey.parse(route.routeKey());
        } catch (IllegalArgumentException e) {
            throw new TemplateException(file, route.logicalId(), e.getMessage());
        }
        Optional<ApiIntegration> integration = route.integrationId().map(parts.integrations::get);
        if (integration.isEmpty()) {
            notes.add("route " + route.logicalId() + " (" + route.routeKey() + "): no served integration; left out");
            return Optional.empty();
        }
        String function = integration.get().integration().function();
        if (!hosted.contains(function)) {
            notes.add("route " + route.logicalId() + " (" + route.routeKey() + "): function " + function
                    + " is not hosted locally; left out");
            return Optional.empty();
        }
        return Optional.of(new HttpApiDefinition.Route(key, integration.get().integration()));
    }
}
