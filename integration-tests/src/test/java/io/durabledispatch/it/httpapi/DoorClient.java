package io.durabledispatch.it.httpapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A plain HTTP client of the door's API, as any client would call it; answers keep their headers and JSON. */
final class DoorClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longer than the door's longest wait, so a waiting status read is answered, not cut. */
    private static final Duration TIMEOUT = Duration.ofSeconds(40);

    private final HttpClient http = HttpClient.newHttpClient();
    private final URI api;

    DoorClient(URI api) {
        this.api = api;
    }

    /** One answer: status, headers, and the body as JSON (a missing node when it is none). */
    record Answer(int status, HttpResponse<String> response, JsonNode json) {
        Optional<String> header(String name) {
            return response.headers().firstValue(name);
        }

        String text(String member) {
            return json.path(member).asText();
        }
    }

    Answer post(String path, Map<String, String> headers, String body) {
        return send(postRequest(path, headers, body));
    }

    /** Sent at once, answered later: many of these in a row are in flight together. */
    CompletableFuture<Answer> postAsync(String path, Map<String, String> headers, String body) {
        HttpRequest request = postRequest(path, headers, body).timeout(TIMEOUT).build();
        return http.sendAsync(request, BodyHandlers.ofString()).thenApply(DoorClient::answer);
    }

    private HttpRequest.Builder postRequest(String path, Map<String, String> headers, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(api.resolve(path))
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString(body));
        headers.forEach(request::header);
        return request;
    }

    Answer get(String location) {
        return send(HttpRequest.newBuilder(api.resolve(location)).GET());
    }

    CompletableFuture<Answer> getWaiting(String location, int seconds) {
        HttpRequest request = HttpRequest.newBuilder(api.resolve(location))
                .header("Prefer", "wait=" + seconds)
                .timeout(TIMEOUT)
                .GET()
                .build();
        return http.sendAsync(request, BodyHandlers.ofString()).thenApply(DoorClient::answer);
    }

    private Answer send(HttpRequest.Builder request) {
        try {
            return answer(http.send(request.timeout(TIMEOUT).build(), BodyHandlers.ofString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Answer answer(HttpResponse<String> response) {
        try {
            JsonNode json = response.body().isEmpty() ? JSON.missingNode() : JSON.readTree(response.body());
            return new Answer(response.statusCode(), response, json);
        } catch (IOException notJson) {
            throw new AssertionError(
                    "the door answered " + response.statusCode() + " with no JSON: " + response.body(), notJson);
        }
    }
}
