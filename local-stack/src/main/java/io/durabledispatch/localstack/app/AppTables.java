package io.durabledispatch.localstack.app;

import io.durabledispatch.dynalite.DynaliteServer;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.localstack.template.DynamoTableSpec;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The template's DynamoDB tables, created with their key schemas on dynalite (its files under
 * {@code DATA_DIR/dynalite} with {@code --data-dir}). Without Node.js there is no dynalite: the tables are
 * named as not provided, and the functions' DynamoDB endpoint is a closed local port, so a write fails at once
 * instead of reaching AWS.
 */
final class AppTables implements AutoCloseable {
    /** Where a function's DynamoDB client is sent when the local stack has no DynamoDB: nothing listens there. */
    static final URI NO_DYNAMODB = URI.create("http://127.0.0.1:1");

    private final Optional<DynaliteServer> server;
    private final List<String> notes;

    private AppTables(Optional<DynaliteServer> server, List<String> notes) {
        this.server = server;
        this.notes = List.copyOf(notes);
    }

    static AppTables start(List<DynamoTableSpec> tables, Optional<Path> dataDirectory, String region) {
        if (tables.isEmpty()) return new AppTables(Optional.empty(), List.of());
        NodeProject.Lookup lookup = NodeProject.find(System::getProperty, System.getenv("PATH"));
        if (lookup.project().isEmpty()) {
            return new AppTables(
                    Optional.empty(),
                    List.of("not provided locally: AWS::DynamoDB::Table "
                            + tables.stream().map(DynamoTableSpec::logicalId).toList() + " (dynalite needs "
                            + lookup.missing() + ")"));
        }
        DynaliteServer server =
                DynaliteServer.start(lookup.project().get(), dataDirectory.map(dir -> dir.resolve("dynalite")));
        try (DynamoDbClient dynamo = DynaliteTables.client(server.endpoint(), region)) {
            tables.forEach(table -> create(dynamo, table));
            return new AppTables(Optional.of(server), List.of());
        } catch (RuntimeException failed) {
            server.close();
            throw failed;
        }
    }

    /** dynalite's endpoint, or {@link #NO_DYNAMODB}: what {@code AWS_ENDPOINT_URL_DYNAMODB} is set to. */
    URI endpoint() {
        return server.map(DynaliteServer::endpoint).orElse(NO_DYNAMODB);
    }

    /** dynalite's endpoint, when the template's tables are on it. */
    Optional<URI> dynalite() {
        return server.map(DynaliteServer::endpoint);
    }

    List<String> notes() {
        return notes;
    }

    @Override
    public void close() {
        server.ifPresent(DynaliteServer::close);
    }

    private static void create(DynamoDbClient dynamo, DynamoTableSpec table) {
        DynaliteTables.create(
                dynamo,
                table.name(),
                table.keys().stream()
                        .map(key -> DynaliteTables.key(key.attribute(), KeyType.fromValue(key.keyType())))
                        .toList(),
                table.keys().stream()
                        .map(key -> DynaliteTables.attribute(
                                key.attribute(), ScalarAttributeType.fromValue(key.attributeType())))
                        .toList());
    }
}
