package io.durabledispatch.emulators.apigateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.durabledispatch.emulators.apigateway.RouteSelection.Match;
import io.durabledispatch.emulators.http.ApiException;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import java.lang.System.Logger.Level;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Answers one request of an HTTP API: the stage, then the route, then the function. API Gateway's own answers
 * carry only a message: 404 {@code Not Found} (no stage or route), 500 {@code Internal Server Error} (the function
 * failed or answered something unreadable), 503 {@code Service Unavailable} (past the integration timeout).
 */
final class ApiRequests {
    private static final System.Logger LOG = System.getLogger(ApiRequests.class.getName());
    private static final String LOOPBACK = "127.0.0.1";

    private final HttpApiDefinition api;
    private final EmulatorSettings settings;
    private final ApiFunctions functions;

    ApiRequests(HttpApiDefinition api, EmulatorSettings settings, ApiFunctions functions) {
        this.api = api;
        this.settings = settings;
        this.functions = functions;
    }

    HttpResponse handle(HttpRequest request) {
        Match match = routePath(request)
                .flatMap(path -> RouteSelection.select(api.routes(), request.method(), path))
                .orElseThrow(() -> answer(404, "Not Found"));
        String requestId = requestId();
        var event = ProxyEvent.of(
                api,
                new ProxyEvent.Request(
                        request,
                        match.route().key().text(),
                        match.pathParameters(),
                        settings.accountId(),
                        requestId,
                        settings.clock().instant(),
                        LOOPBACK));
        return call(match, json(event)).withHeader("Apigw-Requestid", requestId);
    }

    private HttpResponse call(Match match, byte[] event) {
        IntegrationCall.Outcome outcome;
        try {
            outcome = IntegrationCall.run(functions, match.route().integration(), event);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw answer(503, "Service Unavailable");
        }
        String route = match.route().key().text();
        return outcome.fold(
                output -> readable(route, output),
                error -> {
                    LOG.log(Level.WARNING, () -> api.name() + " " + route + ": the function failed: " + error);
                    throw answer(500, "Internal Server Error");
                },
                late -> {
                    LOG.log(Level.WARNING, () -> api.name() + " " + route + ": past the integration timeout");
                    throw answer(503, "Service Unavailable");
                });
    }

    private HttpResponse readable(String route, byte[] output) {
        try {
            return ProxyResponse.of(output);
        } catch (ProxyResponse.MalformedResponse e) {
            LOG.log(Level.WARNING, () -> api.name() + " " + route + ": " + e.getMessage());
            throw answer(500, "Internal Server Error");
        }
    }

    /** The path's segments below the stage; empty when the request is not under the API's stage. */
    private Optional<List<String>> routePath(HttpRequest request) {
        List<String> segments = request.pathSegments();
        if (api.stagePrefix().isEmpty()) return Optional.of(segments);
        if (segments.isEmpty() || !segments.get(0).equals(api.stage())) return Optional.empty();
        return Optional.of(segments.subList(1, segments.size()));
    }

    private static byte[] json(Object event) {
        try {
            return ProxyJson.MAPPER.writeValueAsBytes(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event", e);
        }
    }

    /** Shaped like API Gateway's: 10 random bytes in base64. */
    private static String requestId() {
        byte[] id = new byte[10];
        ThreadLocalRandom.current().nextBytes(id);
        return Base64.getEncoder().encodeToString(id);
    }

    private static ApiException answer(int status, String message) {
        return new ApiException(status, "", message);
    }
}
