package io.durabledispatch.workflows.points;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;

/** Thread-safe {@link PointsLedger}; debits check and write under one lock so two cannot overdraw together. */
public final class InMemoryPointsLedger implements PointsLedger {
    private record GrantKey(String tenantId, String memberId, String activityId) {}

    private record DebitKey(String tenantId, String redemptionId) {}

    private final UniqueKeyStore<GrantKey, PointsGrant> grants = new UniqueKeyStore<>("points-grants");
    private final UniqueKeyStore<DebitKey, PointsDebit> debits = new UniqueKeyStore<>("points-debits");

    @Override
    public synchronized PointsGrant grant(PointsGrant grant) {
        return grants.insert(new GrantKey(grant.tenantId(), grant.memberId(), grant.activityId()), grant);
    }

    @Override
    public synchronized PointsDebit debit(PointsDebit debit) {
        var key = new DebitKey(debit.tenantId(), debit.redemptionId());
        if (debits.find(key).isEmpty()) {
            long balance = balance(debit.tenantId(), debit.memberId());
            if (debit.points() > balance) {
                throw new InsufficientPointsException(debit.memberId(), debit.points(), balance);
            }
        }
        return debits.insert(key, debit);
    }

    @Override
    public synchronized long balance(String tenantId, String memberId) {
        long granted = sum(
                grants.rows(g -> g.tenantId().equals(tenantId) && g.memberId().equals(memberId)));
        long debited = debits
                .rows(d -> d.tenantId().equals(tenantId) && d.memberId().equals(memberId))
                .stream()
                .mapToLong(PointsDebit::points)
                .sum();
        return granted - debited;
    }

    private static long sum(List<PointsGrant> lines) {
        return lines.stream().mapToLong(PointsGrant::points).sum();
    }

    public List<PointsGrant> grants() {
        return grants.rows();
    }

    public List<PointsDebit> debits() {
        return debits.rows();
    }
}
