package io.durabledispatch.workflows.catalog;

/**
 * Products and their prices, written separately (two stores in most shops). Both writes are idempotent per key,
 * so a registration that failed between them is finished by running it again. Port: {@link InMemoryProductCatalog}
 * here, the product database in production.
 */
public interface ProductCatalog {
    ProductRecord registerProduct(ProductRecord product);

    PriceRecord registerPrice(PriceRecord price);
}
