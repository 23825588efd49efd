package io.durabledispatch.workflows.catalog;

/** {@link CatalogSteps} on the {@link ProductCatalog}. */
public final class DefaultCatalogSteps implements CatalogSteps {
    private final ProductCatalog catalog;

    public DefaultCatalogSteps(ProductCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public ProductRecord registerProduct(CatalogInput input) {
        var product = input.product();
        return catalog.registerProduct(
                new ProductRecord(input.tenantId(), product.sku(), product.title(), product.category()));
    }

    @Override
    public PriceRecord registerPrice(CatalogInput input) {
        return catalog.registerPrice(
                new PriceRecord(input.tenantId(), input.product().sku(), input.price()));
    }
}
