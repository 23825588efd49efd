package io.durabledispatch.workflows;

import io.durabledispatch.workflows.catalog.InMemoryProductCatalog;
import io.durabledispatch.workflows.order.InMemoryInventory;
import io.durabledispatch.workflows.order.InMemoryNotifications;
import io.durabledispatch.workflows.order.InMemoryOrderBook;
import io.durabledispatch.workflows.order.InMemoryPayments;
import io.durabledispatch.workflows.order.InMemoryShipping;
import io.durabledispatch.workflows.points.InMemoryPointsLedger;

/**
 * One fresh set of in-memory stores, kept with their concrete types so that tests and the local stack can
 * inspect them (charges, grants, pending shipments) while the workflows write through {@link #ports()}.
 */
public record InMemorySideEffects(
        InMemoryOrderBook orders,
        InMemoryInventory inventory,
        InMemoryPayments payments,
        InMemoryShipping shipping,
        InMemoryNotifications notifications,
        InMemoryPointsLedger points,
        InMemoryProductCatalog catalog) {

    public static InMemorySideEffects create() {
        return new InMemorySideEffects(
                new InMemoryOrderBook(),
                new InMemoryInventory(),
                new InMemoryPayments(),
                new InMemoryShipping(),
                new InMemoryNotifications(),
                new InMemoryPointsLedger(),
                new InMemoryProductCatalog());
    }

    public SideEffects ports() {
        return new SideEffects(orders, inventory, payments, shipping, notifications, points, catalog);
    }
}
