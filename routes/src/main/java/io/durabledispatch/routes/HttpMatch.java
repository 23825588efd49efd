package io.durabledispatch.routes;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which HTTP requests a route takes: a method and a path template, written as API Gateway writes a route key
 * ({@code POST /tenants/{tenant}/orders}). The template's parameters are what {@code path:<name>} sources read.
 *
 * @param method POST, PUT or PATCH: a start is not a safe request, so GET, HEAD and DELETE are refused
 * @param template literal segments and whole-segment parameters ({@code {name}}), no greedy {@code {name+}}
 */
public record HttpMatch(String method, String template) {
    /** The form a route's {@code http} field follows, as error messages state it. */
    public static final String RULE = "'<POST|PUT|PATCH> /path/{param}', e.g. 'POST /tenants/{tenant}/orders'";

    private static final Set<String> METHODS = Set.of("POST", "PUT", "PATCH");
    private static final Pattern LITERAL = Pattern.compile("[A-Za-z0-9._~-]+");
    private static final Pattern PARAMETER = Pattern.compile("\\{([A-Za-z0-9._-]{1,128})}");

    public HttpMatch {
        if (!METHODS.contains(method)) throw new IllegalArgumentException("method must be POST, PUT or PATCH");
        parameters(template);
    }

    /** @throws IllegalArgumentException saying what is wrong, when {@code text} does not follow {@link #RULE} */
    public static HttpMatch parse(String text) {
        String[] parts = text.split(" ", -1);
        if (parts.length != 2) throw new IllegalArgumentException("must be " + RULE + ", was '" + text + "'");
        try {
            return new HttpMatch(parts[0], parts[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ": " + RULE + ", was '" + text + "'", e);
        }
    }

    /** As API Gateway names the route: {@code POST /tenants/{tenant}/orders}. */
    public String routeKey() {
        return method + " " + template;
    }

    /** The template's parameter names, in order. */
    public List<String> parameters() {
        return parameters(template);
    }

    /**
     * The path parameters, percent-decoded, when {@code method} and {@code path} fit this route; empty when not.
     */
    public Optional<Map<String, String>> match(String requestMethod, String path) {
        if (!method.equals(requestMethod) || path == null) return Optional.empty();
        String[] want = segments(template);
        String[] have = segments(path);
        if (want.length != have.length) return Optional.empty();
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < want.length; i++) {
            Matcher parameter = PARAMETER.matcher(want[i]);
            if (parameter.matches() && !have[i].isEmpty()) {
                values.put(parameter.group(1), URLDecoder.decode(have[i].replace("+", "%2B"), StandardCharsets.UTF_8));
            } else if (!want[i].equals(have[i])) {
                return Optional.empty();
            }
        }
        return Optional.of(values);
    }

    @Override
    public String toString() {
        return routeKey();
    }

    private static List<String> parameters(String template) {
        if (template == null || !template.startsWith("/") || template.length() == 1 || template.endsWith("/")) {
            throw new IllegalArgumentException("path must start with / and name at least one segment");
        }
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String segment : segments(template)) {
            Matcher parameter = PARAMETER.matcher(segment);
            if (parameter.matches()) {
                if (!seen.add(parameter.group(1))) {
                    throw new IllegalArgumentException("path parameter {" + parameter.group(1) + "} appears twice");
                }
                names.add(parameter.group(1));
            } else if (!LITERAL.matcher(segment).matches()) {
                throw new IllegalArgumentException("path segment '" + segment
                        + "' must be literal [A-Za-z0-9._~-] characters or a whole {parameter}");
            }
        }
        return names;
    }

    private static String[] segments(String path) {
        return path.substring(path.startsWith("/") ? 1 : 0).split("/", -1);
    }
}
