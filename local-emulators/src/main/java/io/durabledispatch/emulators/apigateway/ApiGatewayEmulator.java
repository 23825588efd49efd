package io.durabledispatch.emulators.apigateway;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.LocalHttpServer;
import java.net.URI;

/**
 * One HTTP API of a template on 127.0.0.1: each request is matched to a route as API Gateway does
 * ({@link RouteSelection}), sent to the route's function as a payload format 2.0 event ({@link ProxyEvent}) and
 * answered with the function's response ({@link ProxyResponse}). Authorizers and IAM authorization are not
 * enforced: every route is open locally.
 */
public final class ApiGatewayEmulator implements AutoCloseable {
    /** Requests wait on their function; enough threads that a slow one does not hold up the others. */
    private static final int THREADS = 16;

    private final HttpApiDefinition api;
    private final LocalHttpServer server;

    public ApiGatewayEmulator(HttpApiDefinition api, EmulatorSettings settings, ApiFunctions functions) {
        this.api = api;
        ApiRequests requests = new ApiRequests(api, settings, functions);
        this.server = new LocalHttpServer(
                "api-" + api.name(), settings.port(), THREADS, requests::handle, ErrorFormat.API_GATEWAY, "");
    }

    public ApiGatewayEmulator start() {
        server.start();
        return this;
    }

    public HttpApiDefinition api() {
        return api;
    }

    /** {@code http://127.0.0.1:<port>}. */
    public URI endpoint() {
        return server.endpoint();
    }

    /** Where a client calls the API: the endpoint and the stage ({@code /} for {@code $default}). */
    public URI url() {
        return URI.create(endpoint() + api.stagePrefix() + "/");
    }

    @Override
    public void close() {
        server.close();
    }
}
