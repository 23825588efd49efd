package io.durabledispatch.workflows.catalog;

/** The side effects of {@link CatalogFlow}; each idempotent per (tenant, sku). */
public interface CatalogSteps {
    ProductRecord registerProduct(CatalogInput input);

    PriceRecord registerPrice(CatalogInput input);
}
