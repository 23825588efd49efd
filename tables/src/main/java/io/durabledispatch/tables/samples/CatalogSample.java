package io.durabledispatch.tables.samples;

import io.durabledispatch.tables.TableSpec;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code catalog-workflow}: registers a product and its price. */
public final class CatalogSample {
    /** Products and prices of a tenant, told apart by the sort key ({@code product#SKU}, {@code price#SKU#EUR}). */
    public static final TableSpec CATALOG =
            new TableSpec("catalog", "CATALOG_TABLE", "tenant_id", Optional.of("record_key"));

    public static final SampleWorkflow DEFINITION = new SampleWorkflow(
            "catalog-workflow",
            "io.durabledispatch.workflows.catalog.CatalogWorkflow::handleRequest",
            List.of(CATALOG),
            new TargetKind.DurableFunction(),
            new SampleRoute("product-registered", "catalog.product_registered", "/tenant_id", List.of("/product/sku"))
                    .withHttp("product-requested", "POST", "/products"),
            new SampleEvents(
                    new Share.Percent(20, 0),
                    CatalogSample::registered,
                    new SampleEvents.ContentChange("/product/title", title -> "Changed title")));

    private CatalogSample() {}

    private static Map<String, Object> registered(SampleEvents.Seed seed) {
        int n = seed.n();
        return Fields.of(
                "product", Fields.of("sku", "sku-" + n, "title", "Product " + n, "category", "home"),
                "price",
                        Fields.of(
                                "value", BigDecimal.valueOf(500 + seed.random().nextInt(9500), 2), "currency", "USD"));
    }
}
