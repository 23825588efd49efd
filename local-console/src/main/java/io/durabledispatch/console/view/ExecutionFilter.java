package io.durabledispatch.console.view;

import java.util.Locale;

/**
 * The list's filters; a blank filter matches everything.
 *
 * @param name a part of the execution name, case-insensitive (names carry a readable key excerpt)
 * @param tenant the tenant, case-insensitive, as the canonical input holds it (names do not show it: it is only
 *     in their hash)
 */
public record ExecutionFilter(String status, String route, String name, String tenant) {
    public ExecutionFilter(String status, String route, String name) {
        this(status, route, name, null);
    }

    boolean matches(ExecutionRow row) {
        return (blank(status) || status.equalsIgnoreCase(row.status()))
                && (blank(route) || route.equals(row.route()))
                && (blank(tenant) || tenant.strip().equalsIgnoreCase(row.tenant()))
                && (blank(name) || lower(row.name()).contains(lower(name.strip())));
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static String lower(String value) {
        return value.toLowerCase(Locale.ROOT);
    }
}
