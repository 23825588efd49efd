package io.durabledispatch.console.http;

import io.durabledispatch.emulators.http.ApiException;
import io.durabledispatch.emulators.http.ApiHandler;
import io.durabledispatch.emulators.http.ErrorFormat;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import java.util.Map;

/**
 * Routes a request: an API path to its endpoint by method (404 unknown path, 405 wrong method), any other path
 * to the page's assets. Only requests addressed to a loopback name are answered (403 otherwise).
 */
final class ConsoleRoutes implements ApiHandler {
    private static final String API_PREFIX = "/api/";

    private final Map<String, Map<String, Endpoint>> api;
    private final StaticAssets assets = new StaticAssets();

    ConsoleRoutes(Map<String, Map<String, Endpoint>> api) {
        this.api = Map.copyOf(api);
    }

    @Override
    public HttpResponse handle(HttpRequest request) {
        Map<String, Endpoint> byMethod = api.get(request.path());
        if (byMethod == null) {
            return request.path().startsWith(API_PREFIX)
                    ? error(404, "NotFound", "no such endpoint: " + request.path())
                    : assets.serve(request);
        }
        Endpoint endpoint = byMethod.get(request.method());
        if (endpoint == null) {
            return error(405, "MethodNotAllowed", request.method() + " is not allowed on " + request.path())
                    .withHeader("Allow", String.join(", ", byMethod.keySet()));
        }
        if (LocalOnly.refuses(request)) {
            return error(403, "Forbidden", LocalOnly.WHY);
        }
        return Responses.json(endpoint.handle(RequestReader.read(request)));
    }

    static HttpResponse error(int status, String code, String message) {
        return ErrorFormat.CONSOLE_JSON.render(new ApiException(status, code, message));
    }
}
