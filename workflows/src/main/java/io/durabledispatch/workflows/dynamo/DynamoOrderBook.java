package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.OrderRecord;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@link OrderBook} on the orders table: one item per (tenant_id, order_no), written once. */
public final class DynamoOrderBook implements OrderBook {
    private final ConditionalItems items;

    public DynamoOrderBook(DynamoDbClient dynamo, String table) {
        this.items = new ConditionalItems(dynamo, WorkflowTables.ORDERS, table);
    }

    @Override
    public OrderRecord register(OrderRecord order) {
        return items.putOnce("orders", order.tenantId() + "/" + order.orderNo(), order, Map.of());
    }
}
