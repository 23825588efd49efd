package io.durabledispatch.construct.guards;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DispatchTarget;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares the mapping's worst-case start rate with each target's start quota. Any one target can receive
 * all of it (a backlog of one kind of event), so the whole rate is measured against every target. Above the
 * quota, starts are throttled and come back as RETRYABLE records: a warning. Far above it (the error factor),
 * a burst would mostly be throttled: an error.
 */
public final class StartRateGuard {
    private StartRateGuard() {}

    public static List<Finding> check(StartCapacity capacity, double errorFactor, List<DispatchRoute> routes) {
        List<Finding> findings = new ArrayList<>();
        routesByTarget(routes)
                .forEach((target, names) ->
                        finding(capacity, errorFactor, target, names).ifPresent(findings::add));
        return findings;
    }

    private static Optional<Finding> finding(
            StartCapacity capacity, double errorFactor, DispatchTarget target, List<String> routes) {
        double rate = capacity.startsPerSecond();
        double quota = target.startQuota();
        if (rate <= quota) return Optional.empty();
        String subject = (routes.size() == 1 ? "Route '" : "Routes '") + String.join("', '", routes) + "' → "
                + target.label() + ": the event source mapping can start up to " + capacity.explain();
        String fix = " Lower eventSourceProps.maxConcurrency or startConcurrency, or set the target's startQuota "
                + "(withStartQuota) to your account's quota.";
        if (rate > quota * errorFactor) {
            return Optional.of(
                    Finding.error(subject + ", more than " + format(errorFactor) + " × (startQuotaErrorFactor)"
                            + " the target's startQuota of " + format(quota) + "/s: most of a burst would be throttled."
                            + fix));
        }
        return Optional.of(Finding.warning(subject + ", above the target's startQuota of " + format(quota)
                + "/s: in a burst, starts are throttled and retried." + fix));
    }

    /** Targets are value-compared: two routes to the same alias or machine share one quota. */
    private static Map<DispatchTarget, List<String>> routesByTarget(List<DispatchRoute> routes) {
        Map<DispatchTarget, List<String>> byTarget = new LinkedHashMap<>();
        for (DispatchRoute route : routes) {
            byTarget.computeIfAbsent(route.target(), target -> new ArrayList<>())
                    .add(route.name());
        }
        return byTarget;
    }

    private static String format(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
