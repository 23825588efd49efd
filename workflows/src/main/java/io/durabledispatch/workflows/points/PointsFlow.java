package io.durabledispatch.workflows.points;

import io.durabledispatch.runtime.DurableContext;

/**
 * Grants a member points for one business activity, exactly once: the ledger line's key is the business event
 * (tenant, member, activity), so neither a redelivered event nor a re-run step adds points twice.
 */
public final class PointsFlow {
    static final String GRANT_POINTS = "grant-points";

    private final PointsSteps steps;

    public PointsFlow(PointsSteps steps) {
        this.steps = steps;
    }

    public PointsGrant run(PointsInput input, DurableContext context) {
        return context.step(GRANT_POINTS, PointsGrant.class, step -> steps.grantPoints(input));
    }
}
