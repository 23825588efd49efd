package io.durabledispatch.local.console.view;

import java.util.Locale;

/**
 * The list's filters; a blank filter matches everything.
 *
 * @param name a part of the execution name, case-insensitive (names carry a readable key excerpt)
 */
public record ExecutionFilter(String status, String route, String name) {
    boolean matches(ExecutionRow row) {
        return (blank(status) || status.equalsIgnoreCase(row.status()))
                && (blank(route) || route.equals(row.route()))
                && (blank(name) || lower(row.name()).contains(lower(name.strip())));
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static String lower(String value) {
        return value.toLowerCase(Locale.ROOT);
    }
}
