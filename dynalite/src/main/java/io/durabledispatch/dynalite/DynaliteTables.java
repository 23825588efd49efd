package io.durabledispatch.dynalite;

import io.durabledispatch.tables.TableSpec;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.retry.backoff.FixedDelayBackoffStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/** Creates tables from their {@link TableSpec} on a local DynamoDB-protocol server, as the CDK app declares them. */
public final class DynaliteTables {
    private DynaliteTables() {}

    /** A client for a server on 127.0.0.1: endpoint override, the local region, dummy credentials. */
    public static DynamoDbClient client(URI endpoint, String region) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.of(region))
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /**
     * Creates {@code spec}'s table as {@code name} (on-demand, its key schema); a table that exists already (a
     * data directory from an earlier run) is kept as it is.
     */
    public static void create(DynamoDbClient dynamo, TableSpec spec, String name) {
        List<KeySchemaElement> keys = new ArrayList<>();
        List<AttributeDefinition> attributes = new ArrayList<>();
        keys.add(key(spec.partitionKey(), KeyType.HASH));
        attributes.add(attribute(spec.partitionKey(), ScalarAttributeType.S));
        spec.sortKey().ifPresent(sort -> {
            keys.add(key(sort, KeyType.RANGE));
            attributes.add(attribute(sort, ScalarAttributeType.S));
        });
        create(dynamo, name, keys, attributes);
    }

    /**
     * Creates table {@code name} (on-demand) with its key schema and the key attributes' definitions; a table
     * that exists already (a data directory from an earlier run) is kept as it is.
     */
    public static void create(
            DynamoDbClient dynamo, String name, List<KeySchemaElement> keys, List<AttributeDefinition> attributes) {
        try {
            dynamo.createTable(request -> request.tableName(name)
                    .keySchema(keys)
                    .attributeDefinitions(attributes)
                    .billingMode(BillingMode.PAY_PER_REQUEST));
        } catch (ResourceInUseException exists) {
            return;
        }
        // The SDK's default waiter polls every 20 s; dynalite turns a table ACTIVE within milliseconds.
        try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
                .client(dynamo)
                .overrideConfiguration(
                        config -> config.backoffStrategy(FixedDelayBackoffStrategy.create(Duration.ofMillis(20)))
                                .maxAttempts(500))
                .build()) {
            waiter.waitUntilTableExists(request -> request.tableName(name));
        }
    }

    public static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    public static AttributeDefinition attribute(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder()
                .attributeName(name)
                .attributeType(type)
                .build();
    }
}
