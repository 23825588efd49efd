package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.routes.arn.FunctionArns;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code AWS::ApiGatewayV2::*} resources of a template, read one by one in any order and put together at the
 * end ({@link HttpApiAssembly}): HTTP APIs, their stages, routes and Lambda proxy integrations. What cannot be
 * served (WebSocket APIs, other integration types, authorizers, OpenAPI bodies) becomes a note; payload format 1.0
 * is refused.
 */
final class HttpApiReader {
    final Map<String, String> apis = new LinkedHashMap<>();
    final Map<String, List<String>> stages = new LinkedHashMap<>();
    final Map<String, ApiIntegration> integrations = new LinkedHashMap<>();
    final List<ApiRoute> routes = new ArrayList<>();
    final List<String> notes = new ArrayList<>();

    void read(String type, Resolver resolver, JsonNode resource) {
        switch (type) {
            case "AWS::ApiGatewayV2::Api" -> api(resolver, resource);
            case "AWS::ApiGatewayV2::Stage" ->
                stages.computeIfAbsent(resolver.text(resource, "ApiId"), id -> new ArrayList<>())
                        .add(resolver.text(resource, "StageName"));
            case "AWS::ApiGatewayV2::Integration" -> integration(resolver, resource);
            case "AWS::ApiGatewayV2::Route" -> route(resolver, resource);
            case "AWS::ApiGatewayV2::Authorizer" ->
                notes.add("authorizer " + resolver.logicalId() + ": not enforced locally; its routes are open");
            default -> throw new IllegalArgumentException(type);
        }
    }

    private void api(Resolver resolver, JsonNode resource) {
        String id = resolver.logicalId();
        String protocol = resolver.optionalText(resource, "ProtocolType").orElse("");
        if (!protocol.equals("HTTP")) {
            notes.add("api " + id + ": protocol '" + protocol + "' is not served locally (HTTP APIs are)");
        } else if (!resolver.property(resource, "Body").isMissingNode()
                || !resolver.property(resource, "BodyS3Location").isMissingNode()) {
            notes.add("api " + id + ": an OpenAPI definition (Body) is not read locally; not served");
        } else {
            if (!resolver.property(resource, "Target").isMissingNode()) {
                notes.add("api " + id + ": quick create (Target) is not read locally; declare its route");
            }
            apis.put(id, resolver.optionalText(resource, "Name").orElse(id));
        }
    }

    private void integration(Resolver resolver, JsonNode resource) {
        String type = resolver.text(resource, "IntegrationType");
        if (!type.equals("AWS_PROXY")) {
            notes.add("integration " + resolver.logicalId() + ": type " + type + " is not served locally; its"
                    + " routes answer 500");
            return;
        }
        String version = resolver.optionalText(resource, "PayloadFormatVersion").orElse("(none)");
        if (!version.equals("2.0")) {
            throw resolver.error("PayloadFormatVersion " + version + " is not served locally: use 2.0");
        }
        FunctionArns.FunctionName function =
                IntegrationUris.function(resolver, resolver.text(resource, "IntegrationUri"));
        integrations.put(
                resolver.logicalId(),
                new ApiIntegration(
                        resolver.text(resource, "ApiId"),
                        new Integration(function.name(), function.qualifier(), timeout(resolver, resource))));
    }

    private static Duration timeout(Resolver resolver, JsonNode resource) {
        int millis = resolver.integer(resource, "TimeoutInMillis", (int) Integration.MAX_TIMEOUT.toMillis());
        if (millis < 50 || millis > Integration.MAX_TIMEOUT.toMillis()) {
            throw resolver.error("TimeoutInMillis must be 50 to 30000, was " + millis);
        }
        return Duration.ofMillis(millis);
    }

    private void route(Resolver resolver, JsonNode resource) {
        if (!resolver.optionalText(resource, "AuthorizationType").orElse("NONE").equals("NONE")) {
            notes.add("route " + resolver.logicalId() + ": its authorization is not enforced locally");
        }
        Optional<String> target = resolver.optionalText(resource, "Target");
        routes.add(new ApiRoute(
                resolver.logicalId(),
                resolver.text(resource, "ApiId"),
                resolver.text(resource, "RouteKey"),
                target.map(t -> t.replaceFirst("^integrations/", ""))));
    }

    /** What an integration says before its API is known to be served. */
    record ApiIntegration(String apiId, Integration integration) {}

    record ApiRoute(String logicalId, String apiId, String routeKey, Optional<String> integrationId) {}

    /** The HTTP APIs, their functions hosted or not: {@link HttpApiAssembly} checks that. */
    List<HttpApiDefinition> definitions(Path file, Set<String> hosted, List<String> out) {
        return new HttpApiAssembly(this, file, hosted, out).definitions();
    }
}
