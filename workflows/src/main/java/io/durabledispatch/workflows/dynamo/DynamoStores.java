package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.points.PointsLedger;
import java.util.function.Predicate;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB adapters of one function, on one client: build it once per container (it holds the HTTP
 * connection pool). Each adapter is created from the settings' table names; asking for one whose variable the
 * settings lack fails, naming it.
 */
public final class DynamoStores {
    private final DynamoDbClient dynamo;
    private final StoreSettings settings;

    public DynamoStores(DynamoDbClient dynamo, StoreSettings settings) {
        this.dynamo = dynamo;
        this.settings = settings;
    }

    /** A client for {@code settings}: the URLConnection HTTP client, region and credentials from the environment. */
    public static DynamoDbClient client(StoreSettings settings) {
        var builder = DynamoDbClient.builder().httpClient(UrlConnectionHttpClient.create());
        settings.endpoint().ifPresent(builder::endpointOverride);
        settings.region().map(Region::of).ifPresent(builder::region);
        return builder.build();
    }

    public OrderBook orders() {
        return new DynamoOrderBook(dynamo, settings.table(WorkflowTables.ORDERS));
    }

    public Inventory inventory() {
        return new DynamoInventory(dynamo, settings.table(WorkflowTables.RESERVATIONS));
    }

    /** @param declinesCustomer which customers' new charges are declined; in AWS none are */
    public Payments payments(Predicate<String> declinesCustomer) {
        return new DynamoPayments(dynamo, settings.table(WorkflowTables.CHARGES), declinesCustomer);
    }

    public PointsLedger points() {
        return new DynamoPointsLedger(dynamo, settings.table(WorkflowTables.POINTS));
    }

    public ProductCatalog catalog() {
        return new DynamoProductCatalog(dynamo, settings.table(WorkflowTables.CATALOG));
    }
}
