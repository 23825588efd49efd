package io.durabledispatch.console;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A tiny JSON client over real HTTP ({@link HttpClient}) for the console's API. */
public final class HttpJson {
    private static final ObjectMapper MAPPER = Json.MAPPER;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    /** A response: status and the parsed body (a missing node for 204). */
    public record Reply(int status, JsonNode body, HttpResponse<String> raw) {}

    public HttpJson(URI base) {
        this.base = base;
    }

    public Reply get(String pathAndQuery) {
        return send(HttpRequest.newBuilder(base.resolve(pathAndQuery)).GET());
    }

    public Reply post(String path, String json) {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    public Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response =
                    client.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode body = response.body().isEmpty()
                    ? MAPPER.missingNode()
                    : response.headers().firstValue("Content-Type").orElse("").startsWith("application/json")
                            ? MAPPER.readTree(response.body())
                            : MAPPER.getNodeFactory().textNode(response.body());
            return new Reply(response.statusCode(), body, response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
