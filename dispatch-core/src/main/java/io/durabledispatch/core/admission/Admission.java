package io.durabledispatch.core.admission;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Rejection;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.Route;

/**
 * The front-door-neutral core: plans a request (route, normalised key, execution name, canonical input) and starts
 * it under its name, answering one {@link AdmissionOutcome}. Every door calls it: the SQS door per record, an HTTP
 * door per call. It never throws for anything a request or an engine can do, and it parks, retries and logs
 * nothing: that is each door's policy.
 */
public final class Admission {
    private final Planner planner;
    private final TargetStarters starters;
    private final RetryHints hints;

    public Admission(Planner planner, TargetStarters starters, RetryHints hints) {
        this.planner = planner;
        this.starters = starters;
        this.hints = hints;
    }

    public Planner planner() {
        return planner;
    }

    /** Plans the request and, if it can start, starts it. */
    public AdmissionOutcome admit(AdmissionRequest request) {
        return plan(request).fold(this::start, Admission::invalid);
    }

    /**
     * As {@link #admit(AdmissionRequest)}, for a door that found the route itself: an HTTP door matches a request
     * by method and path, which the body does not show.
     */
    public AdmissionOutcome admit(Route route, AdmissionRequest request) {
        return planner.plan(route, request.body(), request.outsideValues(), request.generation())
                .fold(this::start, Admission::invalid);
    }

    /** The first half of {@link #admit}: a door that times the engine's call alone plans first, then starts. */
    public PlanResult plan(AdmissionRequest request) {
        return planner.plan(request.body(), request.outsideValues(), request.generation());
    }

    /** The second half of {@link #admit}: starts a plan under its name and says what the engine answered. */
    public AdmissionOutcome start(Plan plan) {
        return StartAnswers.outcome(plan, startSafely(plan), hints);
    }

    /** A request that could not be planned, as its outcome. */
    public static AdmissionOutcome invalid(Rejection rejection) {
        return StartAnswers.invalid(rejection);
    }

    private StartResult startSafely(Plan plan) {
        try {
            return starters.start(plan.route().target(), plan.executionName(), plan.canonicalInput());
        } catch (RuntimeException e) {
            // An adapter bug must cost one retry of one request, never the caller's thread or batch.
            return StartResult.retryable(
                    RetryCause.DEPLOYMENT_FAULT, "unexpected " + e.getClass().getSimpleName());
        }
    }
}
