package io.durabledispatch.emulators.apigateway;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An HTTP API route key: {@code $default}, or a method (or {@code ANY}) and a path whose segments are literals,
 * variables ({@code {id}}) or, last only, one greedy variable ({@code {proxy+}}).
 */
public sealed interface RouteKey permits RouteKey.Default, RouteKey.MethodPath {
    String DEFAULT = "$default";
    String ANY = "ANY";
    Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", ANY);

    /** The key as the template writes it (and as the event's {@code routeKey} repeats it). */
    String text();

    /** The method and path of this key; empty for {@code $default}, which matches only what nothing else does. */
    Optional<MethodPath> methodPath();

    /** @throws IllegalArgumentException naming what is wrong with {@code text} */
    static RouteKey parse(String text) {
        if (text.equals(DEFAULT)) return new Default();
        String[] parts = text.split(" ", 2);
        if (parts.length != 2 || !METHODS.contains(parts[0].toUpperCase(Locale.ROOT))) {
            throw new IllegalArgumentException("route key '" + text + "' is not '$default' nor 'METHOD /path'");
        }
        if (!parts[1].startsWith("/")) throw new IllegalArgumentException("route key '" + text + "': path needs '/'");
        return new MethodPath(parts[0].toUpperCase(Locale.ROOT), segments(text, parts[1]), text);
    }

    private static List<PathSegment> segments(String key, String path) {
        List<PathSegment> segments = new ArrayList<>();
        String[] raw = path.substring(1).split("/", -1);
        for (int i = 0; i < raw.length; i++) {
            if (raw[i].isEmpty() && raw.length == 1) break; // the root path "/"
            PathSegment segment = PathSegment.of(raw[i]);
            if (segment.greedy() && i != raw.length - 1) {
                throw new IllegalArgumentException("route key '" + key + "': a greedy variable must come last");
            }
            segments.add(segment);
        }
        return List.copyOf(segments);
    }

    /** The catch-all route: chosen when no other route matches. */
    record Default() implements RouteKey {
        @Override
        public String text() {
            return DEFAULT;
        }

        @Override
        public Optional<MethodPath> methodPath() {
            return Optional.empty();
        }
    }

    record MethodPath(String method, List<PathSegment> segments, String text) implements RouteKey {
        public boolean anyMethod() {
            return method.equals(ANY);
        }

        @Override
        public Optional<MethodPath> methodPath() {
            return Optional.of(this);
        }
    }
}
