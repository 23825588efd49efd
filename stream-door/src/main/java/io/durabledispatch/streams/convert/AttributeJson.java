package io.durabledispatch.streams.convert;

import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.StrictJson;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One DynamoDB attribute value as plain JSON, so that routes and keys read a stream record with the same JSON
 * pointers as an SQS body: S, BOOL, NULL, M and L as their JSON forms; N as an exact decimal from its text;
 * B as a base64 string; sets as arrays in a fixed order ({@link StreamSets}).
 */
public final class AttributeJson {
    private static final JsonNodeFactory NODES = StrictJson.nodes();

    private AttributeJson() {}

    public static JsonNode of(AttributeValue value) {
        return switch (AttributeKind.of(value)) {
            case S -> NODES.textNode(value.getS());
            case N -> NODES.numberNode(Numbers.exact(value.getN()));
            case B -> NODES.textNode(Binaries.base64(value.getB()));
            case BOOL -> NODES.booleanNode(value.getBOOL());
            case NULL -> NODES.nullNode();
            case M -> object(value.getM());
            case L -> array(value.getL());
            case SS -> StreamSets.strings(value.getSS());
            case NS -> StreamSets.numbers(value.getNS());
            case BS -> StreamSets.binaries(value.getBS());
        };
    }

    /** An image or a map: members sorted by name, since DynamoDB keeps no order of its own. */
    public static ObjectNode object(Map<String, AttributeValue> attributes) {
        ObjectNode object = NODES.objectNode();
        new TreeMap<>(attributes).forEach((name, value) -> object.set(name, of(value)));
        return object;
    }

    private static ArrayNode array(List<AttributeValue> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(value -> array.add(of(value)));
        return array;
    }
}
