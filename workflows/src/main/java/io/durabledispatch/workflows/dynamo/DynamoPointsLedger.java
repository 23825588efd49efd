package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.common.KeyConflictException;
import io.durabledispatch.workflows.points.InsufficientPointsException;
import io.durabledispatch.workflows.points.PointsDebit;
import io.durabledispatch.workflows.points.PointsGrant;
import io.durabledispatch.workflows.points.PointsLedger;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link PointsLedger} on the points table: one item per member account (tenant_id, member_id) holding its
 * {@code balance} and one attribute per line applied to it, {@code grant#ACTIVITY} or {@code redemption#ID},
 * valued with its points. Each grant and each debit is ONE conditional update of that item: the line is written
 * and the balance moved together, only if the line is not there yet (and, for a debit, only if the balance is
 * high enough). So a line counts once without a transaction, and two debits cannot overdraw together.
 */
public final class DynamoPointsLedger implements PointsLedger {
    static final String GRANT_LINE = "grant#";
    static final String REDEMPTION_LINE = "redemption#";
    /** A debit refused on a balance a concurrent grant raised since is tried again, a few times at most. */
    private static final int DEBIT_ATTEMPTS = 3;

    private final ConditionalItems items;

    public DynamoPointsLedger(DynamoDbClient dynamo, String table) {
        this.items = new ConditionalItems(dynamo, WorkflowTables.POINTS, table);
    }

    @Override
    public PointsGrant grant(PointsGrant grant) {
        String line = GRANT_LINE + grant.activityId();
        var refused = items.updateUnless(
                account(grant.tenantId(), grant.memberId()),
                items.update()
                        .updateExpression("SET #line = :points ADD balance :points")
                        .conditionExpression("attribute_not_exists(#line)")
                        .expressionAttributeNames(Map.of("#line", line))
                        .expressionAttributeValues(Map.of(":points", number(grant.points()))));
        refused.ifPresent(stored -> requireSamePoints(stored, line, grant.points(), "points-grants", line));
        return grant;
    }

    @Override
    public PointsDebit debit(PointsDebit debit) {
        String line = REDEMPTION_LINE + debit.redemptionId();
        for (int attempt = 1; ; attempt++) {
            var refused = items.updateUnless(
                    account(debit.tenantId(), debit.memberId()),
                    items.update()
                            .updateExpression("SET #line = :points ADD balance :debit")
                            .conditionExpression("attribute_not_exists(#line) AND balance >= :points")
                            .expressionAttributeNames(Map.of("#line", line))
                            .expressionAttributeValues(
                                    Map.of(":points", number(debit.points()), ":debit", number(-debit.points()))));
            if (refused.isEmpty()) return debit;
            Map<String, AttributeValue> stored = refused.get();
            if (stored.containsKey(line)) {
                requireSamePoints(stored, line, debit.points(), "points-debits", line);
                return debit;
            }
            long balance = balanceOf(stored);
            if (balance < debit.points() || attempt == DEBIT_ATTEMPTS) {
                throw new InsufficientPointsException(debit.memberId(), debit.points(), balance);
            }
        }
    }

    @Override
    public long balance(String tenantId, String memberId) {
        return balanceOf(items.get(account(tenantId, memberId)));
    }

    private static void requireSamePoints(
            Map<String, AttributeValue> stored, String line, long points, String store, String key) {
        if (Long.parseLong(stored.get(line).n()) != points) throw new KeyConflictException(store, key);
    }

    private static long balanceOf(Map<String, AttributeValue> item) {
        return Optional.ofNullable(item.get("balance"))
                .map(value -> Long.parseLong(value.n()))
                .orElse(0L);
    }

    private static Map<String, AttributeValue> account(String tenantId, String memberId) {
        var spec = WorkflowTables.POINTS;
        return Map.of(
                spec.partitionKey(), AttributeValue.fromS(tenantId),
                spec.sortKey().orElseThrow(), AttributeValue.fromS(memberId));
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
