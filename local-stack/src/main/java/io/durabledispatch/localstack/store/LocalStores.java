package io.durabledispatch.localstack.store;

import io.durabledispatch.dynalite.DynaliteServer;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.SideEffects;
import io.durabledispatch.workflows.dynamo.DynamoStores;
import io.durabledispatch.workflows.dynamo.StoreSettings;
import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The workflows' stores on the local stack. With DynamoDB: dynalite on 127.0.0.1 (its files under
 * {@code DATA_DIR/dynalite} with {@code --data-dir}), the tables of {@link WorkflowTables} created on it under
 * their ids, and the same adapters as in AWS. The in-memory set is always there: shipping and notifications
 * (the carrier and e-mail service) live in it in both modes, and its payments' decline rule (what tests and the
 * fake provider set) applies to the DynamoDB charges too.
 */
public final class LocalStores implements AutoCloseable {
    static final String DATA_SUBDIRECTORY = "dynalite";

    private final InMemorySideEffects memory;
    private final SideEffects ports;
    private final Optional<DynaliteServer> dynalite;
    private final Optional<DynamoDbClient> client;
    private final String description;

    private LocalStores(
            InMemorySideEffects memory,
            SideEffects ports,
            Optional<DynaliteServer> dynalite,
            Optional<DynamoDbClient> client,
            String description) {
        this.memory = memory;
        this.ports = ports;
        this.dynalite = dynalite;
        this.client = client;
        this.description = description;
    }

    /** Today's in-memory stores: nothing to start. */
    public static LocalStores inMemory() {
        return inMemory("memory");
    }

    private static LocalStores inMemory(String description) {
        InMemorySideEffects memory = InMemorySideEffects.create();
        return new LocalStores(memory, memory.ports(), Optional.empty(), Optional.empty(), description);
    }

    /** Starts the stores {@code mode} asks for; {@code auto} falls back to memory without Node.js. */
    public static LocalStores start(StoreMode mode, Optional<Path> dataDirectory, String region) {
        if (mode == StoreMode.MEMORY) return inMemory();
        NodeProject.Lookup lookup = NodeProject.find(System::getProperty, System.getenv("PATH"));
        if (lookup.project().isEmpty()) {
            if (mode == StoreMode.DYNAMODB) {
                throw new IllegalStateException("--store dynamodb needs dynalite, but " + lookup.missing()
                        + "; install Node.js, or run with --store memory");
            }
            return inMemory("memory (dynalite unavailable: " + lookup.missing() + ")");
        }
        return onDynalite(lookup.project().get(), dataDirectory.map(dir -> dir.resolve(DATA_SUBDIRECTORY)), region);
    }

    /** dynalite from {@code project}, the workflows' tables on it, the DynamoDB adapters on those tables. */
    public static LocalStores onDynalite(NodeProject project, Optional<Path> files, String region) {
        DynaliteServer server = DynaliteServer.start(project, files);
        try {
            DynamoDbClient dynamo = DynaliteTables.client(server.endpoint(), region);
            Map<TableSpec, String> names = new LinkedHashMap<>();
            for (TableSpec spec : WorkflowTables.ALL) {
                DynaliteTables.create(dynamo, spec, spec.id());
                names.put(spec, spec.id());
            }
            InMemorySideEffects memory = InMemorySideEffects.create();
            DynamoStores tables =
                    new DynamoStores(dynamo, new StoreSettings(names, Optional.empty(), Optional.of(region)));
            SideEffects ports = new SideEffects(
                    tables.orders(),
                    tables.inventory(),
                    tables.payments(memory.payments()::declines),
                    memory.shipping(),
                    memory.notifications(),
                    tables.points(),
                    tables.catalog());
            String where = files.map(dir -> ", files in " + dir).orElse(", in memory");
            return new LocalStores(
                    memory,
                    ports,
                    Optional.of(server),
                    Optional.of(dynamo),
                    "dynamodb on dynalite " + server.endpoint() + where);
        } catch (RuntimeException failed) {
            server.close();
            throw failed;
        }
    }

    /** The ports the workflows write through. */
    public SideEffects ports() {
        return ports;
    }

    /** The in-memory stores: shipping, notifications, the decline rule; every port with {@code memory}. */
    public InMemorySideEffects memory() {
        return memory;
    }

    /** dynalite's endpoint ({@code AWS_ENDPOINT_URL_DYNAMODB} for the AWS CLI/SDK); empty in memory. */
    public Optional<URI> endpoint() {
        return dynalite.map(DynaliteServer::endpoint);
    }

    /** A table's name on dynalite (its id). */
    public static String tableName(TableSpec spec) {
        return spec.id();
    }

    /** One line for the banner: which store, where. */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        client.ifPresent(DynamoDbClient::close);
        dynalite.ifPresent(DynaliteServer::close);
    }
}
