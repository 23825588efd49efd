package io.durabledispatch.workflows.points;

/** {@link PointsSteps} on the {@link PointsLedger}. */
public final class DefaultPointsSteps implements PointsSteps {
    private final PointsLedger ledger;

    public DefaultPointsSteps(PointsLedger ledger) {
        this.ledger = ledger;
    }

    @Override
    public PointsGrant grantPoints(PointsInput input) {
        return ledger.grant(new PointsGrant(input.tenantId(), input.memberId(), input.activityId(), input.points()));
    }
}
