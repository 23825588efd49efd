package io.durabledispatch.local.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One request as the emulators see it. Path segments are split on the raw path and decoded one by one,
 * because AWS clients percent-encode a whole ARN (with its slashes) into a single segment.
 */
public record HttpRequest(
        String method,
        List<String> pathSegments,
        Map<String, List<String>> query,
        Map<String, List<String>> headers,
        byte[] body) {

    public static HttpRequest of(
            String method, String rawPath, String rawQuery, Map<String, List<String>> headers, byte[] body) {
        return new HttpRequest(method, segments(rawPath), parseQuery(rawQuery), lowerCaseKeys(headers), body);
    }

    /** The first value of a header, by case-insensitive name. */
    public Optional<String> header(String name) {
        return first(headers.get(name.toLowerCase(java.util.Locale.ROOT)));
    }

    public Optional<String> queryParam(String name) {
        return first(query.get(name));
    }

    public List<String> queryParams(String name) {
        return query.getOrDefault(name, List.of());
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    private static Optional<String> first(List<String> values) {
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    private static List<String> segments(String rawPath) {
        List<String> segments = new ArrayList<>();
        for (String raw : rawPath.split("/")) {
            if (!raw.isEmpty()) {
                segments.add(decode(raw));
            }
        }
        return List.copyOf(segments);
    }

    private static Map<String, List<String>> parseQuery(String rawQuery) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return query;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String key = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            query.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
        }
        return query;
    }

    private static Map<String, List<String>> lowerCaseKeys(Map<String, List<String>> headers) {
        Map<String, List<String>> lower = new LinkedHashMap<>();
        headers.forEach((name, values) -> lower.put(name.toLowerCase(java.util.Locale.ROOT), values));
        return lower;
    }

    private static String decode(String raw) {
        // Path segments keep '+' literal (callback ids are base64); only query strings use form encoding.
        return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
