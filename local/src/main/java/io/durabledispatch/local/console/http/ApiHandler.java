package io.durabledispatch.local.console.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * Serves one API path: picks the endpoint by method, parses the request, and turns every failure into a JSON
 * error with a fitting status (400 bad input, 404 unknown, 409 wrong state, 500 otherwise), so the page can
 * show it plainly.
 */
final class ApiHandler implements HttpHandler {
    private final String path;
    private final Map<String, Endpoint> byMethod;

    ApiHandler(String path, Map<String, Endpoint> byMethod) {
        this.path = path;
        this.byMethod = Map.copyOf(byMethod);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Endpoint endpoint = byMethod.get(exchange.getRequestMethod());
            if (!exchange.getRequestURI().getPath().equals(path)) {
                Responses.error(
                        exchange,
                        404,
                        "no such endpoint: " + exchange.getRequestURI().getPath());
            } else if (endpoint == null) {
                exchange.getResponseHeaders().add("Allow", String.join(", ", byMethod.keySet()));
                Responses.error(exchange, 405, exchange.getRequestMethod() + " is not allowed on " + path);
            } else if (LocalOnly.refuses(exchange)) {
                Responses.error(exchange, 403, LocalOnly.WHY);
            } else {
                respond(exchange, endpoint);
            }
        }
    }

    private void respond(HttpExchange exchange, Endpoint endpoint) throws IOException {
        int status;
        Object body;
        try {
            Object result = endpoint.handle(RequestReader.read(exchange));
            status = result == null ? 204 : 200;
            body = result;
        } catch (IllegalArgumentException e) {
            status = 400;
            body = Responses.problem(e.getMessage());
        } catch (NoSuchElementException e) {
            status = 404;
            body = Responses.problem(e.getMessage());
        } catch (IllegalStateException e) {
            status = 409;
            body = Responses.problem(e.getMessage());
        } catch (Exception e) {
            status = 500;
            body = Responses.problem(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Responses.json(exchange, status, body);
    }
}
