package io.durabledispatch.workflows.catalog;

import io.durabledispatch.runtime.DurableContext;

/**
 * Registers a product, then its price. Replay skips a finished first step; and because both writes are keyed by
 * (tenant, sku), even a fresh execution after a FAILED one (a re-run under a new name) completes with one product
 * and one price.
 */
public final class CatalogFlow {
    static final String REGISTER_PRODUCT = "register-product";
    static final String REGISTER_PRICE = "register-price";

    private final CatalogSteps steps;

    public CatalogFlow(CatalogSteps steps) {
        this.steps = steps;
    }

    public CatalogResult run(CatalogInput input, DurableContext context) {
        var product = context.step(REGISTER_PRODUCT, ProductRecord.class, step -> steps.registerProduct(input));
        var price = context.step(REGISTER_PRICE, PriceRecord.class, step -> steps.registerPrice(input));
        return new CatalogResult(product, price);
    }
}
