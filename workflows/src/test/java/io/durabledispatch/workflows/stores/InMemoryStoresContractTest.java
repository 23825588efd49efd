package io.durabledispatch.workflows.stores;

import io.durabledispatch.workflows.catalog.InMemoryProductCatalog;
import io.durabledispatch.workflows.order.InMemoryInventory;
import io.durabledispatch.workflows.order.InMemoryOrderBook;
import io.durabledispatch.workflows.order.InMemoryPayments;
import io.durabledispatch.workflows.points.InMemoryPointsLedger;
import java.util.function.Predicate;

/** The store contract on the in-memory stores that the workflows' tests run on. */
class InMemoryStoresContractTest extends SideEffectStoresContract {

    @Override
    protected Stores stores(Predicate<String> declinesCustomer) {
        return new Stores(
                new InMemoryOrderBook(),
                new InMemoryInventory(),
                new InMemoryPayments(declinesCustomer),
                new InMemoryPointsLedger(),
                new InMemoryProductCatalog());
    }
}
