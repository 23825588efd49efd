package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Where a tenant or key value comes from: a body field ({@code /order_no}), or a named value a door read from
 * outside the body: a header ({@code header:Idempotency-Key}) or a path parameter ({@code path:tenant}). Doors
 * hand outside values to the core in a map keyed by {@link #spelling()}; header names are case-insensitive, so
 * a header's spelling is lower-case.
 *
 * @param name the JSON pointer's text for a body field, else the header or path parameter name
 */
public record KeySource(Origin origin, String name) {
    /** The rule a source follows, as error messages state it. */
    public static final String RULE = "a JSON pointer like /order_no, header:<name> or path:<name>";

    private static final Pattern HEADER_NAME = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}");
    private static final Pattern PATH_NAME = Pattern.compile("[A-Za-z0-9._-]{1,128}");

    /** The kinds of source; a door maps its own event onto the outside ones. */
    public enum Origin {
        BODY,
        HEADER,
        PATH;

        String prefix() {
            return switch (this) {
                case BODY -> "";
                case HEADER -> "header:";
                case PATH -> "path:";
            };
        }
    }

    public KeySource {
        check(origin, name);
        if (origin == Origin.HEADER) name = name.toLowerCase(Locale.ROOT);
    }

    public static KeySource body(JsonPointer pointer) {
        return new KeySource(Origin.BODY, pointer.toString());
    }

    public static KeySource header(String name) {
        return new KeySource(Origin.HEADER, name);
    }

    public static KeySource path(String name) {
        return new KeySource(Origin.PATH, name);
    }

    /**
     * Reads a source as the route document writes it.
     *
     * @throws IllegalArgumentException naming what is wrong, when {@code text} follows none of the forms
     */
    public static KeySource parse(String text) {
        for (Origin origin : Origin.values()) {
            if (origin != Origin.BODY && text.startsWith(origin.prefix())) {
                return new KeySource(origin, text.substring(origin.prefix().length()));
            }
        }
        return new KeySource(Origin.BODY, text);
    }

    /** The source as the route document and the doors' maps write it, e.g. {@code header:idempotency-key}. */
    public String spelling() {
        return origin.prefix() + name;
    }

    public boolean outside() {
        return origin != Origin.BODY;
    }

    /**
     * Where the value sits in the canonical input when the route projects it: the body field itself, or for an
     * outside value {@code /header/<name>} or {@code /path/<name>} (the names escaped as JSON pointers escape).
     */
    public JsonPointer pointer() {
        if (origin == Origin.BODY) return JsonPointer.compile(name);
        String escaped = name.replace("~", "~0").replace("/", "~1");
        return JsonPointer.compile("/" + origin.name().toLowerCase(Locale.ROOT) + "/" + escaped);
    }

    @Override
    public String toString() {
        return spelling();
    }

    private static void check(Origin origin, String name) {
        boolean valid = switch (origin) {
            case BODY -> isPointer(name);
            case HEADER -> HEADER_NAME.matcher(name).matches();
            case PATH -> PATH_NAME.matcher(name).matches();
        };
        if (!valid) throw new IllegalArgumentException(problem(origin, name));
    }

    private static String problem(Origin origin, String name) {
        return switch (origin) {
            case BODY -> "must be a JSON pointer like /order_no, or header:<name> or path:<name>, was '" + name + "'";
            case HEADER ->
                "header:<name> needs a header name of 1-128 token characters (e.g. header:Idempotency-Key), "
                        + "was 'header:" + name + "'";
            case PATH ->
                "path:<name> needs a path parameter name of 1-128 characters of [A-Za-z0-9._-] "
                        + "(e.g. path:tenant), was 'path:" + name + "'";
        };
    }

    private static boolean isPointer(String text) {
        try {
            return !JsonPointer.compile(text).matches();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
