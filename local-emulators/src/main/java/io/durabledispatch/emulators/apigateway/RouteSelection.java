package io.durabledispatch.emulators.apigateway;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Route;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Picks the route of a request as an HTTP API does: the most specific match wins. Routes without a greedy
 * variable come before greedy ones; between two paths, the first segment where they differ decides (a literal
 * over a variable over a greedy variable); on the same path a method's own route comes before {@code ANY}; the
 * {@code $default} route takes what nothing else matched.
 */
final class RouteSelection {
    private static final Comparator<Candidate> MOST_SPECIFIC_FIRST = Comparator.comparing(Candidate::greedy)
            .thenComparing(Candidate::specificity, RouteSelection::bySegments)
            .thenComparing(Candidate::anyMethod);

    private RouteSelection() {}

    /** The chosen route and its path parameters (decoded), or empty: API Gateway's 404. */
    static Optional<Match> select(List<Route> routes, String method, List<String> segments) {
        Optional<Match> best = routes.stream()
                .flatMap(route -> candidate(route, method, segments).stream())
                .min(MOST_SPECIFIC_FIRST)
                .map(Candidate::match);
        return best.or(() -> routes.stream()
                .filter(route -> route.key().text().equals(RouteKey.DEFAULT))
                .findFirst()
                .map(route -> new Match(route, Map.of())));
    }

    private static Optional<Candidate> candidate(Route route, String method, List<String> segments) {
        return route.key().methodPath().flatMap(key -> {
            if (!key.anyMethod() && !key.method().equals(method)) return Optional.empty();
            return bind(key.segments(), segments).map(parameters -> new Candidate(new Match(route, parameters), key));
        });
    }

    /** The path parameters when every segment of the route accepts the path's, else empty. */
    private static Optional<Map<String, String>> bind(List<PathSegment> route, List<String> path) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (int i = 0; i < route.size(); i++) {
            PathSegment segment = route.get(i);
            String value = segment.greedy() ? rest(path, i) : i < path.size() ? path.get(i) : "";
            if (!segment.accepts(value)) return Optional.empty();
            segment.parameter().ifPresent(name -> parameters.put(name, value));
            if (segment.greedy()) return Optional.of(parameters);
        }
        return route.size() == path.size() ? Optional.of(parameters) : Optional.empty();
    }

    private static String rest(List<String> path, int from) {
        return from >= path.size() ? "" : String.join("/", path.subList(from, path.size()));
    }

    private static int bySegments(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) return Integer.compare(b.get(i), a.get(i));
        }
        return Integer.compare(b.size(), a.size());
    }

    /** The route a request reached, with its path variables by name. */
    record Match(Route route, Map<String, String> pathParameters) {}

    private record Candidate(Match match, RouteKey.MethodPath key) {
        boolean greedy() {
            return key.segments().stream().anyMatch(PathSegment::greedy);
        }

        List<Integer> specificity() {
            return key.segments().stream().map(PathSegment::specificity).toList();
        }

        boolean anyMethod() {
            return key.anyMethod();
        }
    }
}
