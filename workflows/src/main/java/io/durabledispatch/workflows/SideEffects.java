package io.durabledispatch.workflows;

import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.Notifications;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.order.Shipping;
import io.durabledispatch.workflows.points.PointsLedger;

/**
 * Every side-effect port the workflows write through: the DynamoDB adapters and the carrier's queue in a Lambda
 * container ({@link ContainerStores}, on AWS and on the local stack alike), {@link InMemorySideEffects} in tests.
 */
public record SideEffects(
        OrderBook orders,
        Inventory inventory,
        Payments payments,
        Shipping shipping,
        Notifications notifications,
        PointsLedger points,
        ProductCatalog catalog) {}
