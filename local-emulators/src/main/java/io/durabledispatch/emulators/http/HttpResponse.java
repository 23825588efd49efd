package io.durabledispatch.emulators.http;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A response to write back: status, extra headers and a body (JSON unless said otherwise).
 *
 * @param repeatedHeaders headers written once per value (several {@code Set-Cookie}s cannot be joined by commas)
 */
public record HttpResponse(
        int status, Map<String, String> headers, byte[] body, Map<String, List<String>> repeatedHeaders) {
    public HttpResponse(int status, Map<String, String> headers, byte[] body) {
        this(status, headers, body, Map.of());
    }

    public static HttpResponse json(int status, String json) {
        return new HttpResponse(status, Map.of("Content-Type", "application/json"), bytes(json));
    }

    public static HttpResponse json(int status, String json, String contentType) {
        return new HttpResponse(status, Map.of("Content-Type", contentType), bytes(json));
    }

    public static HttpResponse empty(int status) {
        return new HttpResponse(status, Map.of(), new byte[0]);
    }

    /** A copy with one more header. */
    public HttpResponse withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new HttpResponse(status, Map.copyOf(more), body, repeatedHeaders);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
