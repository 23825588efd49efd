package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.Reservation;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Inventory} on the reservations table: one item per reservation id, written once; a release sets
 * {@code released} on it (a final state, so releasing twice is harmless) and never creates an item.
 */
public final class DynamoInventory implements Inventory {
    private final ConditionalItems items;

    public DynamoInventory(DynamoDbClient dynamo, String table) {
        this.items = new ConditionalItems(dynamo, WorkflowTables.RESERVATIONS, table);
    }

    @Override
    public Reservation reserve(Reservation reservation) {
        return items.putOnce("reservations", reservation.reservationId(), reservation, Map.of());
    }

    @Override
    public boolean release(String reservationId) {
        var key = Map.of(WorkflowTables.RESERVATIONS.partitionKey(), AttributeValue.fromS(reservationId));
        return items.updateUnless(
                        key,
                        items.update()
                                .updateExpression("SET released = :true")
                                .conditionExpression("attribute_exists(reservation_id)")
                                .expressionAttributeValues(Map.of(":true", AttributeValue.fromBool(true))))
                .isEmpty();
    }
}
