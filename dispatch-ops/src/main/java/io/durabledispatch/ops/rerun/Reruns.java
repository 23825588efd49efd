package io.durabledispatch.ops.rerun;

import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.Route;
import java.util.List;
import java.util.Optional;

/**
 * Decides a re-run of one business request. The latest generation is found by name: generation 1, 2, … are
 * asked for in turn until one was never started (re-runs are made one after the other, so the names are
 * contiguous). The rebuilt body is planned with the dispatcher's own planner before it is offered, so what is
 * sent is exactly the next generation of the same request.
 */
public final class Reruns {
    private final Planner planner;
    private final ExecutionLookup lookup;

    public Reruns(Planner planner, ExecutionLookup lookup) {
        this.planner = planner;
        this.lookup = lookup;
    }

    public RerunDecision decide(String routeName, String tenant, List<String> keys, boolean force) {
        Route route = planner.routes()
                .named(routeName)
                .orElseThrow(() -> new IllegalArgumentException("no route named " + routeName));
        Optional<Latest> latest = latest(route, tenant, keys);
        if (latest.isEmpty()) {
            return new RerunDecision.Refused("no execution was started for this request", Optional.empty());
        }
        FoundExecution found = latest.get().execution();
        Optional<String> refusal = RerunPolicy.refusal(found.status(), force);
        if (refusal.isPresent()) return new RerunDecision.Refused(refusal.get(), Optional.of(found));
        int next = latest.get().generation() + 1;
        if (next > Generations.MAX) {
            return new RerunDecision.Refused("generation " + Generations.MAX + " is the last", Optional.of(found));
        }
        return send(route, tenant, keys, found, next);
    }

    private RerunDecision send(Route route, String tenant, List<String> keys, FoundExecution found, int next) {
        String name = planner.executionName(route.name(), tenant, keys, next).executionName();
        String body = RerunBodies.rebuild(route, found.canonicalInput(), next);
        PlanResult planned = planner.plan(body, Optional.of(Integer.toString(next)));
        boolean same = planned.fold(
                plan -> plan.route().name().equals(route.name())
                        && plan.executionName().equals(name),
                rejection -> false);
        if (!same) {
            String why = "the execution's input does not rebuild into this request (" + describe(planned) + ")";
            return new RerunDecision.Refused(why, Optional.of(found));
        }
        return new RerunDecision.Send(found, next, name, body);
    }

    private Optional<Latest> latest(Route route, String tenant, List<String> keys) {
        Optional<Latest> latest = Optional.empty();
        for (int generation = Generations.FIRST; generation <= Generations.MAX; generation++) {
            String name = planner.executionName(route.name(), tenant, keys, generation)
                    .executionName();
            Optional<FoundExecution> found = lookup.find(route, name);
            if (found.isEmpty()) return latest;
            latest = Optional.of(new Latest(generation, found.get()));
        }
        return latest;
    }

    private static String describe(PlanResult planned) {
        return planned.fold(
                plan -> "it plans as " + plan.executionName() + " on route "
                        + plan.route().name(),
                rejection -> rejection.reason() + ": " + rejection.detail());
    }

    private record Latest(int generation, FoundExecution execution) {}
}
