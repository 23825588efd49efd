package io.durabledispatch.emulators.apigateway;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A real HTTP client against one emulated API: what a team's own client or curl does. */
final class ApiClient {
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final URI base;

    ApiClient(URI base) {
        this.base = base;
    }

    HttpResponse<String> send(String method, String pathAndQuery) {
        return send(HttpRequest.newBuilder(uri(pathAndQuery)).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    HttpResponse<String> send(HttpRequest.Builder request) {
        return send(request, HttpResponse.BodyHandlers.ofString());
    }

    <T> HttpResponse<T> send(HttpRequest.Builder request, HttpResponse.BodyHandler<T> body) {
        try {
            return CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    URI uri(String pathAndQuery) {
        return URI.create(base.toString().replaceAll("/$", "") + pathAndQuery);
    }
}
