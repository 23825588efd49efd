package io.durabledispatch.emulators.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One request as the local servers see it. Path segments are split on the raw path and decoded one by one,
 * because AWS clients percent-encode a whole ARN (with its slashes) into a single segment; {@code path} is the
 * whole path decoded. A {@code +} in a path stays a plus (callback ids are base64); the query string is decoded
 * by {@link QueryString}, where it is a space. {@code rawPath} and {@code rawQuery} are as the client sent them
 * (the API Gateway emulator passes them on); {@code rawQuery} is empty when there is none.
 */
public record HttpRequest(
        String method,
        String path,
        List<String> pathSegments,
        Map<String, List<String>> query,
        Map<String, List<String>> headers,
        byte[] body,
        String rawPath,
        String rawQuery) {

    public static HttpRequest of(
            String method, String rawPath, String rawQuery, Map<String, List<String>> headers, byte[] body) {
        return new HttpRequest(
                method,
                decodePath(rawPath),
                segments(rawPath),
                QueryString.parse(rawQuery),
                lowerCaseKeys(headers),
                body,
                rawPath,
                rawQuery == null ? "" : rawQuery);
    }

    /** The first value of a header, by case-insensitive name. */
    public Optional<String> header(String name) {
        return first(headers.get(name.toLowerCase(Locale.ROOT)));
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
                segments.add(decodePath(raw));
            }
        }
        return List.copyOf(segments);
    }

    private static Map<String, List<String>> lowerCaseKeys(Map<String, List<String>> headers) {
        Map<String, List<String>> lower = new LinkedHashMap<>();
        headers.forEach((name, values) -> lower.put(name.toLowerCase(Locale.ROOT), values));
        return lower;
    }

    private static String decodePath(String raw) {
        // URLDecoder is a form decoder: protect '+', which is a plus in a path.
        return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
