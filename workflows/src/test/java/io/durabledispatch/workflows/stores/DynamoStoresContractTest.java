package io.durabledispatch.workflows.stores;

import io.durabledispatch.dynalite.DynaliteExtension;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.dynamo.DynamoStores;
import io.durabledispatch.workflows.dynamo.StoreSettings;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The store contract on the DynamoDB adapters, against dynalite started by the test: each test on its own
 * freshly created tables, made from the same specs the CDK app deploys.
 */
class DynamoStoresContractTest extends SideEffectStoresContract {
    @RegisterExtension
    static final DynaliteExtension DYNALITE = new DynaliteExtension();

    private static DynamoDbClient dynamo;

    @Override
    protected Stores stores(Predicate<String> declinesCustomer) {
        String run = UUID.randomUUID().toString().substring(0, 8);
        Map<TableSpec, String> names = new HashMap<>();
        for (TableSpec spec : WorkflowTables.ALL) {
            names.put(spec, spec.id() + "-" + run);
            DynaliteTables.create(client(), spec, names.get(spec));
        }
        var stores = new DynamoStores(client(), new StoreSettings(names, Optional.empty(), Optional.empty()));
        return new Stores(
                stores.orders(),
                stores.inventory(),
                stores.payments(declinesCustomer),
                stores.points(),
                stores.catalog());
    }

    private static synchronized DynamoDbClient client() {
        if (dynamo == null) dynamo = DynaliteTables.client(DYNALITE.endpoint(), "eu-west-1");
        return dynamo;
    }

    @AfterAll
    static void closeClient() {
        if (dynamo != null) dynamo.close();
        dynamo = null;
    }
}
