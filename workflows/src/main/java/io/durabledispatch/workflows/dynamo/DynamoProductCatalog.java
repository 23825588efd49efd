package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.catalog.PriceRecord;
import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.catalog.ProductRecord;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ProductCatalog} on the catalog table: a tenant's products and prices side by side, the sort key
 * {@code record_key} telling them apart ({@code product#SKU}, {@code price#SKU#CURRENCY}); each written once.
 */
public final class DynamoProductCatalog implements ProductCatalog {
    private final ConditionalItems items;

    public DynamoProductCatalog(DynamoDbClient dynamo, String table) {
        this.items = new ConditionalItems(dynamo, WorkflowTables.CATALOG, table);
    }

    @Override
    public ProductRecord registerProduct(ProductRecord product) {
        String recordKey = SortKeys.of("product", product.sku());
        return items.putOnce("products", product.tenantId() + "/" + recordKey, product, recordKey(recordKey));
    }

    @Override
    public PriceRecord registerPrice(PriceRecord price) {
        String recordKey = SortKeys.of("price", price.sku(), price.price().currency());
        return items.putOnce("prices", price.tenantId() + "/" + recordKey, price, recordKey(recordKey));
    }

    private static Map<String, AttributeValue> recordKey(String value) {
        return Map.of(WorkflowTables.CATALOG.sortKey().orElseThrow(), AttributeValue.fromS(value));
    }
}
