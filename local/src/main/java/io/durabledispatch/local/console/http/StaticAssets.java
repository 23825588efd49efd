package io.durabledispatch.local.console.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/** Serves the page, its stylesheet and its script from the classpath ({@code console/}); nothing else. */
final class StaticAssets implements HttpHandler {
    private static final String SCRIPT = "text/javascript; charset=utf-8";
    private static final Map<String, Asset> ASSETS = Map.of(
            "/", new Asset("console/index.html", "text/html; charset=utf-8"),
            "/console.css", new Asset("console/console.css", "text/css; charset=utf-8"),
            "/console.js", new Asset("console/console.js", SCRIPT),
            "/executions.js", new Asset("console/executions.js", SCRIPT),
            "/execution.js", new Asset("console/execution.js", SCRIPT),
            "/dispatcher.js", new Asset("console/dispatcher.js", SCRIPT),
            "/queues.js", new Asset("console/queues.js", SCRIPT),
            "/favicon.svg", new Asset("console/favicon.svg", "image/svg+xml"));

    private record Asset(String resource, String contentType) {}

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Asset asset = ASSETS.get(exchange.getRequestURI().getPath());
            if (asset == null || !exchange.getRequestMethod().equals("GET")) {
                Responses.error(
                        exchange,
                        404,
                        "no such page: " + exchange.getRequestURI().getPath());
                return;
            }
            if (LocalOnly.refuses(exchange)) {
                Responses.error(exchange, 403, LocalOnly.WHY);
                return;
            }
            send(exchange, asset);
        }
    }

    private static void send(HttpExchange exchange, Asset asset) throws IOException {
        byte[] bytes;
        try (InputStream in = StaticAssets.class.getClassLoader().getResourceAsStream(asset.resource())) {
            if (in == null) throw new IOException("missing resource " + asset.resource());
            bytes = in.readAllBytes();
        }
        exchange.getResponseHeaders().set("Content-Type", asset.contentType());
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        // The page loads nothing from elsewhere; say so, so that a stray external reference fails visibly.
        exchange.getResponseHeaders()
                .set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; connect-src 'self'");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
    }
}
