package io.durabledispatch.workflows.points;

/** The side effects of {@link PointsFlow}; idempotent per (tenant, member, activity). */
public interface PointsSteps {
    PointsGrant grantPoints(PointsInput input);
}
