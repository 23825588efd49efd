package io.durabledispatch.api.core;

import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.Route;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The status resource of a request: {@code /executions/<operation>/<tenant>/<key>...}, one segment per key value,
 * {@code ?generation=n} from the second generation on. It names the business request, not an engine id, so a
 * client that lost the 202 can still compute where to look.
 */
final class StatusResource {
    static final String PREFIX = "/executions/";

    private StatusResource() {}

    static boolean covers(String path) {
        return path != null && path.startsWith(PREFIX);
    }

    static String location(Subject subject) {
        StringBuilder path = new StringBuilder(PREFIX)
                .append(encode(subject.route().operation()))
                .append('/')
                .append(encode(subject.tenant()));
        subject.keyValues().forEach(value -> path.append('/').append(encode(value)));
        if (subject.generation() > Generations.FIRST)
            path.append("?generation=").append(subject.generation());
        return path.toString();
    }

    /**
     * The request a status path names, with the first HTTP route of its operation and number of key values; empty
     * when no route fits.
     */
    static Optional<Subject> subject(String path, int generation, Planner planner) {
        List<String> segments = Arrays.stream(path.substring(PREFIX.length()).split("/", -1))
                .map(segment -> URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8))
                .toList();
        if (segments.size() < 3 || segments.contains("")) return Optional.empty();
        List<String> keys = segments.subList(2, segments.size());
        return planner.routes().routes().stream()
                .filter(route -> route.http().isPresent())
                .filter(route -> route.operation().equals(segments.get(0)))
                .filter(route -> route.key().size() == keys.size())
                .findFirst()
                .map(route -> subject(route, segments.get(1), keys, generation, planner));
    }

    private static Subject subject(Route route, String tenant, List<String> keys, int generation, Planner planner) {
        List<String> normalized = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) normalized.add(route.key().get(i).normalize(keys.get(i)));
        String name =
                planner.executionName(route.name(), tenant, keys, generation).executionName();
        return new Subject(route, route.tenant().normalize(tenant), normalized, generation, name);
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
