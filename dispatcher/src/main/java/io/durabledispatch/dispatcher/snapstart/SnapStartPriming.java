package io.durabledispatch.dispatcher.snapstart;

import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.Route;
import java.util.Optional;
import java.util.function.Consumer;
import org.crac.Context;
import org.crac.Resource;

/**
 * Runs before Lambda takes the SnapStart snapshot. The SDK clients and the route table already exist (the
 * handler's constructor built them during init); this plans one sample body per route the SQS door serves, so JSON parsing,
 * normalisation, canonical JSON and hashing are loaded and warmed in the snapshot. It starts nothing: it has
 * no starter, only the planner, so no workflow can run and no name is taken.
 *
 * <p>Nothing to do after a restore: no connection was opened here, and credentials are read per call.
 */
public final class SnapStartPriming implements Resource {
    // A CRaC context may hold its resources weakly: keep the registered one reachable.
    private static SnapStartPriming registered;

    private final Planner planner;
    private final Consumer<String> log;
    private int primedRoutes;

    SnapStartPriming(Planner planner, Consumer<String> log) {
        this.planner = planner;
        this.log = log;
    }

    /** @param context {@code Core.getGlobalContext()} in Lambda */
    public static synchronized SnapStartPriming register(
            Context<Resource> context, Planner planner, Consumer<String> log) {
        registered = new SnapStartPriming(planner, log);
        context.register(registered);
        return registered;
    }

    /** The resource the last wiring registered, if any. */
    public static synchronized Optional<SnapStartPriming> registered() {
        return Optional.ofNullable(registered);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        int planned = 0;
        for (Route route : planner.routes().routes()) {
            // The SQS door never picks a route with http (the HTTP door's): a body plans to the queue's routes only.
            if (route.http().isPresent()) continue;
            try {
                PlanResult result = planner.plan(SampleBodies.of(route), SampleBodies.outside(route), Optional.empty());
                if (result.fold(plan -> true, rejection -> false)) planned++;
            } catch (RuntimeException e) {
                // Priming is an optimisation: it must never fail the snapshot, and so the deployment.
                log.accept("{\"snapstart\":\"priming failed\",\"route\":\"" + route.name() + "\"}");
            }
        }
        primedRoutes = planned;
        log.accept("{\"snapstart\":\"primed\",\"routes\":" + planned + "}");
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing was opened or cached before the snapshot that a restore would make stale.
    }

    /** How many routes the last priming planned a body for (each should). */
    public int primedRoutes() {
        return primedRoutes;
    }
}
