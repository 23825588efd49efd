package io.durabledispatch.emulators.stepfunctions;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;

/** The pieces history events' details share: execution data with its size note, task names, errors. */
final class EventJson {
    private EventJson() {}

    /**
     * A details object with {@code member} ({@code input} or {@code output}) and its {@code …Details}
     * ({@code truncated: false}: the emulator never cuts data); without execution data, neither.
     */
    static ObjectNode data(String member, String value, boolean includeData) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        if (includeData && value != null) {
            node.put(member, value);
            node.putObject(member + "Details").put("truncated", false);
        }
        return node;
    }

    /** The task's resource, as every Task* event names it. */
    static ObjectNode task() {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("resourceType", LocalTask.RESOURCE_TYPE);
        node.put("resource", LocalTask.RESOURCE);
        return node;
    }

    static ObjectNode error(ObjectNode node, String error, String cause) {
        putIfPresent(node, "error", error);
        putIfPresent(node, "cause", cause);
        return node;
    }

    static void putIfPresent(ObjectNode node, String field, String value) {
        if (value != null) {
            node.put(field, value);
        }
    }
}
