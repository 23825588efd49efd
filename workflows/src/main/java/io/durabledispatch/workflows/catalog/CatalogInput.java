package io.durabledispatch.workflows.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.durabledispatch.workflows.common.Money;

/** The canonical input the dispatcher starts {@code catalog-workflow} with (see contracts/catalog.json). */
public record CatalogInput(
        Money price,
        Product product,
        @JsonProperty("tenant_id") String tenantId) {

    public record Product(String category, String sku, String title) {}
}
