package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** An {@code AWS::DynamoDB::Table}: its name ({@code TableName}, else the logical id) and key schema. */
final class TableReader {
    private static final Set<String> KEY_TYPES = Set.of("HASH", "RANGE");
    private static final Set<String> SCALAR_TYPES = Set.of("S", "N", "B");

    private TableReader() {}

    static DynamoTableSpec read(Resolver resolver, JsonNode resource) {
        String name = resolver.optionalText(resource, "TableName").orElse(resolver.logicalId());
        Map<String, String> types = attributeTypes(resolver, resource);
        List<DynamoTableSpec.Key> keys = new ArrayList<>();
        JsonNode schema = resolver.property(resource, "KeySchema");
        if (!schema.isArray() || schema.isEmpty()) throw resolver.error("KeySchema must list the table's key");
        for (JsonNode element : schema) {
            String attribute = element.path("AttributeName").asText();
            String keyType = element.path("KeyType").asText();
            if (!KEY_TYPES.contains(keyType)) {
                throw resolver.error("KeySchema: KeyType of '" + attribute + "' must be HASH or RANGE");
            }
            String type = types.get(attribute);
            if (type == null) {
                throw resolver.error("KeySchema: '" + attribute + "' has no entry in AttributeDefinitions");
            }
            keys.add(new DynamoTableSpec.Key(attribute, keyType, type));
        }
        return new DynamoTableSpec(resolver.logicalId(), name, keys);
    }

    private static Map<String, String> attributeTypes(Resolver resolver, JsonNode resource) {
        Map<String, String> types = new HashMap<>();
        for (JsonNode definition : resolver.property(resource, "AttributeDefinitions")) {
            String type = definition.path("AttributeType").asText();
            if (!SCALAR_TYPES.contains(type)) {
                throw resolver.error("AttributeDefinitions: type of '"
                        + definition.path("AttributeName").asText() + "' must be S, N or B, was '" + type + "'");
            }
            types.put(definition.path("AttributeName").asText(), type);
        }
        return types;
    }
}
