package io.durabledispatch.infra.guards;

import io.durabledispatch.infra.config.ContextKeys;
import io.durabledispatch.infra.config.QueueSettings;
import java.time.Duration;
import java.util.List;

/**
 * Refuses a deployment in which a duplicate could outlive the engine's memory of the execution name: the
 * late duplicate would then start a second execution, the very thing the dispatcher exists to prevent.
 */
public final class RetentionGuard {

    /** How long the target of one route remembers a closed execution's name. */
    public record RouteRetention(String route, String target, Duration retention) {}

    private RetentionGuard() {}

    public static void requireNamesOutliveDuplicates(QueueSettings queues, List<RouteRetention> routes) {
        Duration window = queues.dedupeWindow();
        for (RouteRetention route : routes) {
            if (window.compareTo(route.retention()) > 0) {
                throw new IllegalStateException(explain(queues, route));
            }
        }
    }

    private static String explain(QueueSettings queues, RouteRetention route) {
        return "Route '" + route.route() + "': a duplicate can still arrive " + days(queues.dedupeWindow())
                + " after the first start (queue retention " + days(queues.retention())
                + " + DLQ redrive window " + days(queues.deadLetterRetention())
                + " + late resend " + days(queues.lateResend()) + "), but " + route.target()
                + " remembers execution names for only " + days(route.retention())
                + ", so a late duplicate would start a second execution. Raise '"
                + ContextKeys.WORKFLOW_RETENTION_DAYS + "' (at most 90) or lower '"
                + ContextKeys.QUEUE_RETENTION_DAYS + "', '" + ContextKeys.DEAD_LETTER_RETENTION_DAYS + "' or '"
                + ContextKeys.LATE_RESEND_DAYS + "'.";
    }

    private static String days(Duration duration) {
        return duration.toDays() + " days";
    }
}
