package io.durabledispatch.construct.guards;

import io.durabledispatch.construct.DispatchRoute;
import java.util.List;

/**
 * Refuses a route whose target could forget an execution name while a duplicate can still arrive: the
 * late duplicate would then start a second execution, the very thing the dispatcher exists to prevent.
 */
public final class RetentionGuard {
    private RetentionGuard() {}

    public static List<Finding> check(DedupeWindow window, List<DispatchRoute> routes) {
        return routes.stream()
                .filter(route -> window.total().compareTo(route.target().nameRetention()) > 0)
                .map(route -> Finding.error(explain(window, route)))
                .toList();
    }

    private static String explain(DedupeWindow window, DispatchRoute route) {
        return "Route '" + route.name() + "': a duplicate can still arrive " + window.explain() + ", but "
                + route.target().label() + " remembers execution names for only "
                + DedupeWindow.days(route.target().nameRetention())
                + ", so a late duplicate would start a second execution. Raise the target's retention "
                + "(at most 90 days) or lower queueRetention, deadLetterRetention or lateResend.";
    }
}
