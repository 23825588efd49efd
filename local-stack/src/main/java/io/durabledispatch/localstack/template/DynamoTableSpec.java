package io.durabledispatch.localstack.template;

import java.util.List;
import java.util.Objects;

/**
 * An {@code AWS::DynamoDB::Table} as the local stack creates it on dynalite: its name and key schema, each key
 * attribute with its scalar type ({@code S}, {@code N} or {@code B}). Throughput, encryption, point-in-time
 * recovery and streams change nothing locally.
 */
public record DynamoTableSpec(String logicalId, String name, List<Key> keys) {
    public DynamoTableSpec {
        Objects.requireNonNull(logicalId, "logicalId");
        Objects.requireNonNull(name, "name");
        keys = List.copyOf(keys);
    }

    /** One element of the key schema: {@code HASH} or {@code RANGE}. */
    public record Key(String attribute, String keyType, String attributeType) {}
}
