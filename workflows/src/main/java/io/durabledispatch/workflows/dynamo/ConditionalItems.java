package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.workflows.common.KeyConflictException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiPredicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One table's conditional single-item writes. A keyed side effect is put only if its key is free
 * ({@code attribute_not_exists} on the partition key); when it is taken, the stored item decides between a
 * repeat (return it) and a conflict. The failed condition asks DynamoDB for the stored item
 * ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}), so in AWS a repeat costs one request like the first
 * write; dynalite accepts the parameter but returns no item, so then a strongly consistent read fetches it.
 */
final class ConditionalItems {
    private final DynamoDbClient dynamo;
    private final TableSpec spec;
    private final String table;

    ConditionalItems(DynamoDbClient dynamo, TableSpec spec, String table) {
        this.dynamo = dynamo;
        this.spec = spec;
        this.table = table;
    }

    /** Writes {@code record} once under its key; the same content again returns what is stored. */
    <T> T putOnce(String store, Object key, T record, Map<String, AttributeValue> extraAttributes) {
        return putOnce(store, key, record, extraAttributes, Object::equals);
    }

    /**
     * Writes {@code record} (plus {@code extraAttributes}) once under its key; when the key is taken,
     * {@code sameRequest.test(stored, record)} decides between returning the stored record and a
     * {@link KeyConflictException}.
     */
    @SuppressWarnings("unchecked")
    <T> T putOnce(
            String store,
            Object key,
            T record,
            Map<String, AttributeValue> extraAttributes,
            BiPredicate<T, T> sameRequest) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(ItemCodec.encode(record));
        item.putAll(extraAttributes);
        try {
            dynamo.putItem(PutItemRequest.builder()
                    .tableName(table)
                    .item(item)
                    .conditionExpression("attribute_not_exists(#pk)")
                    .expressionAttributeNames(Map.of("#pk", spec.partitionKey()))
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                    .build());
            return record;
        } catch (ConditionalCheckFailedException taken) {
            T stored = (T) ItemCodec.decode(storedItem(taken, keyOf(item)), record.getClass());
            if (!sameRequest.test(stored, record)) throw new KeyConflictException(store, key);
            return stored;
        }
    }

    /**
     * Runs a conditional update; empty when its condition held, else the item as it was (empty map if none).
     * {@code request} has the table and the condition set already, see {@link #update}.
     */
    java.util.Optional<Map<String, AttributeValue>> updateUnless(
            Map<String, AttributeValue> key, UpdateItemRequest.Builder request) {
        try {
            dynamo.updateItem(request.key(key)
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                    .build());
            return java.util.Optional.empty();
        } catch (ConditionalCheckFailedException failed) {
            return java.util.Optional.of(storedItem(failed, key));
        }
    }

    /** An update request on this table. */
    UpdateItemRequest.Builder update() {
        return UpdateItemRequest.builder().tableName(table);
    }

    /** The item under {@code key}, read strongly consistent; empty map if there is none. */
    Map<String, AttributeValue> get(Map<String, AttributeValue> key) {
        var response = dynamo.getItem(GetItemRequest.builder()
                .tableName(table)
                .key(key)
                .consistentRead(true)
                .build());
        return response.hasItem() ? response.item() : Map.of();
    }

    /** The key attributes of {@code item}, as this table's key schema names them. */
    Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put(spec.partitionKey(), item.get(spec.partitionKey()));
        spec.sortKey().ifPresent(sort -> key.put(sort, item.get(sort)));
        return key;
    }

    /** The item a failed condition saw (with the error from DynamoDB, else by a consistent read). */
    private Map<String, AttributeValue> storedItem(
            ConditionalCheckFailedException failed, Map<String, AttributeValue> key) {
        return failed.hasItem() ? failed.item() : get(key);
    }
}
