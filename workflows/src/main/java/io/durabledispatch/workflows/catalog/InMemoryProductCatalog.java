package io.durabledispatch.workflows.catalog;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;

/** Thread-safe {@link ProductCatalog} with unique keys (tenant, sku) and (tenant, sku, currency). */
public final class InMemoryProductCatalog implements ProductCatalog {
    private record ProductKey(String tenantId, String sku) {}

    private record PriceKey(String tenantId, String sku, String currency) {}

    private final UniqueKeyStore<ProductKey, ProductRecord> products = new UniqueKeyStore<>("products");
    private final UniqueKeyStore<PriceKey, PriceRecord> prices = new UniqueKeyStore<>("prices");

    @Override
    public ProductRecord registerProduct(ProductRecord product) {
        return products.insert(new ProductKey(product.tenantId(), product.sku()), product);
    }

    @Override
    public PriceRecord registerPrice(PriceRecord price) {
        return prices.insert(
                new PriceKey(price.tenantId(), price.sku(), price.price().currency()), price);
    }

    public List<ProductRecord> products() {
        return products.rows();
    }

    public List<PriceRecord> prices() {
        return prices.rows();
    }
}
