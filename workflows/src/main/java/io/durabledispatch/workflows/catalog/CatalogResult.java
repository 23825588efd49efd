package io.durabledispatch.workflows.catalog;

/** What a SUCCEEDED catalog execution returns: the product and price as stored. */
public record CatalogResult(ProductRecord product, PriceRecord price) {}
