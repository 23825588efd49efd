package io.durabledispatch.workflows.points;

/**
 * The loyalty ledger. A balance is never incremented in place: it is the sum of keyed lines, so writing a line
 * twice (a retried step, a redelivered event) cannot count it twice. Port: {@link InMemoryPointsLedger} for
 * tests, {@code DynamoPointsLedger} (one conditional update per line on the member's item) deployed.
 */
public interface PointsLedger {
    /** Records the grant once per (tenant, member, activity); different points for the same key conflict. */
    PointsGrant grant(PointsGrant grant);

    /**
     * Records the debit once per (tenant, member, redemption id), only if the balance covers it.
     *
     * @throws InsufficientPointsException when a new debit exceeds the balance
     */
    PointsDebit debit(PointsDebit debit);

    long balance(String tenantId, String memberId);
}
