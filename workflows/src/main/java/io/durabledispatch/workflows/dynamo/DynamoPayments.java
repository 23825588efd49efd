package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.order.Charge;
import io.durabledispatch.workflows.order.ChargeRequest;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.order.Refund;
import java.util.Map;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Payments} on the charges table: the sample's stand-in for a provider's ledger. One item per idempotency
 * key holds the answer (captured or declined); a repeat returns the stored answer, even if the decline rule
 * changed since. A refund marks a captured charge {@code refunded}, once.
 */
public final class DynamoPayments implements Payments {
    private final ConditionalItems items;
    private final Predicate<String> declinesCustomer;

    /** @param declinesCustomer which customers' new charges are declined (a card that bounces) */
    public DynamoPayments(DynamoDbClient dynamo, String table, Predicate<String> declinesCustomer) {
        this.items = new ConditionalItems(dynamo, WorkflowTables.CHARGES, table);
        this.declinesCustomer = declinesCustomer;
    }

    @Override
    public Charge charge(ChargeRequest request) {
        var status = declinesCustomer.test(request.customerId()) ? Charge.Status.DECLINED : Charge.Status.CAPTURED;
        var charge = new Charge(request.idempotencyKey(), request.customerId(), request.amount(), status);
        return items.putOnce("charges", request.idempotencyKey(), charge, Map.of(), DynamoPayments::sameRequest);
    }

    private static boolean sameRequest(Charge stored, Charge asked) {
        return stored.customerId().equals(asked.customerId()) && stored.amount().equals(asked.amount());
    }

    @Override
    public Refund refund(String idempotencyKey) {
        var key = Map.of(WorkflowTables.CHARGES.partitionKey(), AttributeValue.fromS(idempotencyKey));
        var refused = items.updateUnless(
                key,
                items.update()
                        .updateExpression("SET refunded = :true")
                        .conditionExpression("#status = :captured")
                        .expressionAttributeNames(Map.of("#status", "status"))
                        .expressionAttributeValues(Map.of(
                                ":true", AttributeValue.fromBool(true),
                                ":captured", AttributeValue.fromS(Charge.Status.CAPTURED.name()))));
        return new Refund(idempotencyKey, refused.isEmpty());
    }
}
