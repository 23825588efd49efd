package io.durabledispatch.console.http;

import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** Serves the page, its stylesheet and its script from the classpath ({@code console/}); nothing else. */
final class StaticAssets {
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

    HttpResponse serve(HttpRequest request) {
        Asset asset = ASSETS.get(request.path());
        if (asset == null || !request.method().equals("GET")) {
            return ConsoleRoutes.error(404, "NotFound", "no such page: " + request.path());
        }
        if (LocalOnly.refuses(request)) {
            return ConsoleRoutes.error(403, "Forbidden", LocalOnly.WHY);
        }
        return new HttpResponse(
                200,
                Map.of(
                        "Content-Type", asset.contentType(),
                        "Cache-Control", "no-store",
                        // The page loads nothing from elsewhere; say so, so that a stray external reference fails.
                        "Content-Security-Policy", "default-src 'self'; img-src 'self' data:; connect-src 'self'"),
                read(asset));
    }

    private static byte[] read(Asset asset) {
        try (InputStream in = StaticAssets.class.getClassLoader().getResourceAsStream(asset.resource())) {
            if (in == null) throw new IOException("missing resource " + asset.resource());
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
