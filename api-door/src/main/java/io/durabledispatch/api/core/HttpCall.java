package io.durabledispatch.api.core;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One HTTP request as any API Gateway flavour delivers it, with nothing of the event's shape.
 *
 * @param routeKey API Gateway's matched route ({@code POST /tenants/{tenant}/orders}), or a catch-all such as
 *     {@code $default}; empty text when the integration names none (a REST API proxy)
 * @param path the request path from the API's root, percent-encoded as sent
 * @param pathParameters what API Gateway extracted for the route key, decoded
 * @param body the body text (already decoded when API Gateway sent it as base64)
 * @param requestId API Gateway's id of this request (its request context's), for the log line; empty if none
 */
public record HttpCall(
        String method,
        String routeKey,
        String path,
        Map<String, String> headers,
        Map<String, String> pathParameters,
        Map<String, String> query,
        String body,
        String requestId) {
    public HttpCall {
        headers = lowerCased(headers);
        pathParameters = Map.copyOf(pathParameters);
        query = Map.copyOf(query);
        body = body == null ? "" : body;
        requestId = requestId == null ? "" : requestId;
    }

    /** A header's value, by name in any case (HTTP header names are case-insensitive). */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }

    /** API Gateway v2 lower-cases names already; a REST API proxy keeps the client's spelling. */
    private static Map<String, String> lowerCased(Map<String, String> headers) {
        Map<String, String> lower = new TreeMap<>();
        headers.forEach((name, value) -> {
            if (name != null && value != null) lower.merge(name.toLowerCase(Locale.ROOT), value, (a, b) -> a + "," + b);
        });
        return Map.copyOf(lower);
    }
}
