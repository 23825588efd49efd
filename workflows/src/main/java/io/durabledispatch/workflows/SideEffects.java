package io.durabledispatch.workflows;

import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.Notifications;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.order.Shipping;
import io.durabledispatch.workflows.points.PointsLedger;

/**
 * Every side-effect port the workflows write through. This record is where a real store adapter plugs in (for
 * example a DynamoDB table with conditional writes per port): build one with those adapters instead of
 * {@link InMemorySideEffects}.
 */
public record SideEffects(
        OrderBook orders,
        Inventory inventory,
        Payments payments,
        Shipping shipping,
        Notifications notifications,
        PointsLedger points,
        ProductCatalog catalog) {

    /**
     * What a Lambda container's no-arg constructors use: one in-memory set per JVM. In AWS these are demo
     * stand-ins (per container, lost on a cold start, not shared between functions); replace them here with real
     * adapters to run for real.
     */
    public static SideEffects containerDefaults() {
        return ContainerDefaults.INSTANCE;
    }

    private static final class ContainerDefaults {
        private static final SideEffects INSTANCE = InMemorySideEffects.create().ports();
    }
}
