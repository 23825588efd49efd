package io.durabledispatch.workflows.dynamo;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A side-effect record as a DynamoDB item and back: its fields become top-level attributes in snake_case (so
 * the key attributes {@code tenant_id}, {@code order_no}... are the record's own fields), nested records become
 * maps, lists become lists, numbers stay exact decimals. Reading an item back gives an equal record, which is
 * how a repeated write is told from a conflicting one.
 */
final class ItemCodec {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private ItemCodec() {}

    static Map<String, AttributeValue> encode(Object record) {
        JsonNode tree = JSON.valueToTree(record);
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        tree.properties().forEach(field -> item.put(field.getKey(), attribute(field.getValue())));
        return item;
    }

    static <T> T decode(Map<String, AttributeValue> item, Class<T> type) {
        ObjectNode tree = NODES.objectNode();
        item.forEach((name, value) -> tree.set(name, node(value)));
        try {
            return JSON.treeToValue(tree, type);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("stored item is not a " + type.getSimpleName() + ": " + item, e);
        }
    }

    private static AttributeValue attribute(JsonNode node) {
        return switch (node.getNodeType()) {
            case STRING -> AttributeValue.fromS(node.asText());
            case NUMBER -> AttributeValue.fromN(node.decimalValue().toPlainString());
            case BOOLEAN -> AttributeValue.fromBool(node.booleanValue());
            case ARRAY -> AttributeValue.fromL(elements(node));
            case OBJECT -> AttributeValue.fromM(encodeObject(node));
            case NULL, MISSING, BINARY, POJO -> throw new IllegalArgumentException("no item form for " + node);
        };
    }

    private static List<AttributeValue> elements(JsonNode array) {
        return java.util.stream.StreamSupport.stream(array.spliterator(), false)
                .map(ItemCodec::attribute)
                .toList();
    }

    private static Map<String, AttributeValue> encodeObject(JsonNode object) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        object.properties().forEach(field -> map.put(field.getKey(), attribute(field.getValue())));
        return map;
    }

    private static JsonNode node(AttributeValue value) {
        return switch (value.type()) {
            case S -> NODES.textNode(value.s());
            case N -> NODES.numberNode(new BigDecimal(value.n()));
            case BOOL -> NODES.booleanNode(value.bool());
            case L -> list(value.l());
            case M -> {
                ObjectNode map = NODES.objectNode();
                value.m().forEach((name, inner) -> map.set(name, node(inner)));
                yield map;
            }
            default -> throw new IllegalStateException("unexpected attribute type " + value.type() + ": " + value);
        };
    }

    private static ArrayNode list(List<AttributeValue> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(inner -> array.add(node(inner)));
        return array;
    }
}
