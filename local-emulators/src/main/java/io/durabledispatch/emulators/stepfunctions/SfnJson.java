package io.durabledispatch.emulators.stepfunctions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;
import java.math.BigDecimal;
import java.time.Instant;

/** Step Functions' JSON 1.0 member names; timestamps are epoch seconds as numbers. */
final class SfnJson {
    private SfnJson() {}

    static ObjectNode summary(SfnExecution execution) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("executionArn", execution.executionArn());
        node.put("stateMachineArn", execution.stateMachineArn());
        node.put("name", execution.name());
        node.put("status", execution.status().name());
        node.put("startDate", seconds(execution.startDate()));
        if (execution.stopDate() != null) {
            node.put("stopDate", seconds(execution.stopDate()));
        }
        return node;
    }

    static ObjectNode description(SfnExecution execution) {
        ObjectNode node = summary(execution);
        node.put("input", execution.input());
        putIfPresent(node, "output", execution.output());
        putIfPresent(node, "error", execution.error());
        putIfPresent(node, "cause", execution.cause());
        putIfPresent(node, "stateMachineVersionArn", execution.versionArn());
        putIfPresent(node, "stateMachineAliasArn", execution.aliasArn());
        return node;
    }

    /**
     * DescribeStateMachine's required members. Local machines are Java functions, so the definition is the one
     * Task state that runs them ({@link LocalTask}) and the role a local name; status is always ACTIVE (nothing is
     * deleted locally).
     */
    static ObjectNode stateMachine(StateMachines.Resolved resolved) {
        RegisteredMachine machine = resolved.machine();
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("stateMachineArn", resolved.describedArn());
        node.put("name", machine.name());
        node.put("status", "ACTIVE");
        node.put("definition", LocalTask.definition(machine.arn()));
        node.put("roleArn", StateMachineArn.localRole(machine.arn()));
        node.put("type", machine.type().name());
        node.put("creationDate", seconds(resolved.created()));
        return node;
    }

    /** A HistoryEvent: id, previous id, timestamp, type and the type's details object. */
    static ObjectNode event(SfnEvent event, boolean includeData) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("id", event.id());
        node.put("previousEventId", event.previousEventId());
        node.put("timestamp", seconds(event.timestamp()));
        node.put("type", event.details().eventType());
        node.set(event.details().detailsMember(), event.details().details(includeData));
        return node;
    }

    static BigDecimal seconds(Instant instant) {
        return BigDecimal.valueOf(instant.toEpochMilli()).movePointLeft(3);
    }

    static String requiredText(JsonNode body, String field) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw SfnErrors.validation("1 validation error detected: '" + field + "' must not be null");
        }
        return value.asText();
    }

    static String optionalText(JsonNode body, String field) {
        JsonNode value = body.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static void putIfPresent(ObjectNode node, String field, String value) {
        if (value != null) {
            node.put(field, value);
        }
    }
}
