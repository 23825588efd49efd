package io.durabledispatch.workflows.points;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Thread-safe {@link PointsLedger}; debits check and write under one lock so two cannot overdraw together. Each
 * member's balance is kept as rows are added, so a debit's check costs the same with a hundred members as with a
 * hundred thousand (summing every row per debit made a large local run quadratic).
 */
public final class InMemoryPointsLedger implements PointsLedger {
    private record GrantKey(String tenantId, String memberId, String activityId) {}

    private record DebitKey(String tenantId, String memberId, String redemptionId) {}

    private record MemberKey(String tenantId, String memberId) {}

    private final UniqueKeyStore<GrantKey, PointsGrant> grants = new UniqueKeyStore<>("points-grants");
    private final UniqueKeyStore<DebitKey, PointsDebit> debits = new UniqueKeyStore<>("points-debits");
    private final Map<MemberKey, Long> balances = new HashMap<>();

    @Override
    public synchronized PointsGrant grant(PointsGrant grant) {
        var key = new GrantKey(grant.tenantId(), grant.memberId(), grant.activityId());
        boolean fresh = grants.find(key).isEmpty();
        PointsGrant kept = grants.insert(key, grant);
        if (fresh) {
            balances.merge(new MemberKey(grant.tenantId(), grant.memberId()), grant.points(), Long::sum);
        }
        return kept;
    }

    @Override
    public synchronized PointsDebit debit(PointsDebit debit) {
        var key = new DebitKey(debit.tenantId(), debit.memberId(), debit.redemptionId());
        boolean fresh = debits.find(key).isEmpty();
        if (fresh) {
            long balance = balance(debit.tenantId(), debit.memberId());
            if (debit.points() > balance) {
                throw new InsufficientPointsException(debit.memberId(), debit.points(), balance);
            }
        }
        PointsDebit kept = debits.insert(key, debit);
        if (fresh) {
            balances.merge(new MemberKey(debit.tenantId(), debit.memberId()), -debit.points(), Long::sum);
        }
        return kept;
    }

    @Override
    public synchronized long balance(String tenantId, String memberId) {
        return balances.getOrDefault(new MemberKey(tenantId, memberId), 0L);
    }

    public List<PointsGrant> grants() {
        return grants.rows();
    }

    public List<PointsDebit> debits() {
        return debits.rows();
    }
}
