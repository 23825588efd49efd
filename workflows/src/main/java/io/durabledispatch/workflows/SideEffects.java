package io.durabledispatch.workflows;

import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.Notifications;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.order.Shipping;
import io.durabledispatch.workflows.points.PointsLedger;

/**
 * Every side-effect port the workflows write through: the DynamoDB adapters in a Lambda container
 * ({@link ContainerStores}) and on the local stack by default, {@link InMemorySideEffects} in tests and with
 * {@code --store memory}.
 */
public record SideEffects(
        OrderBook orders,
        Inventory inventory,
        Payments payments,
        Shipping shipping,
        Notifications notifications,
        PointsLedger points,
        ProductCatalog catalog) {}
