package io.durabledispatch.console.activity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.core.telemetry.DoorLines;
import io.durabledispatch.routes.json.JsonMappers;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the doors' per-request log lines ({@code "message":"record dispatched"}, one per request on stdout, which
 * CloudWatch Logs collects in AWS; see {@link DoorLines}) back into the {@link DoorLine} they were written from,
 * so doors whose outcomes cannot be heard in process (a user's app, in its own class loader) still feed the
 * {@link ActivityLog}. A line without a {@code door} is the SQS door's, as it wrote them before doors were
 * named. Every other line (EMF metric documents, other log lines, text that is not JSON, a line without a known
 * outcome or door, or without the request's id) is no request: empty.
 */
public final class RecordLogLines {
    static final String MESSAGE = DoorLines.MESSAGE;
    /** The doors' own fields the console shows (the rest of a line is for other readers). */
    private static final List<String> DETAILS = List.of("httpStatus", "shard", "sequenceNumber", "disposition");

    private static final ObjectMapper MAPPER = JsonMappers.plain();

    private RecordLogLines() {}

    public static Optional<DoorLine> parse(String line) {
        if (!line.contains(MESSAGE)) return Optional.empty(); // most lines: not worth parsing
        JsonNode json;
        try {
            json = MAPPER.readTree(line);
        } catch (JsonProcessingException notJson) {
            return Optional.empty();
        }
        if (json == null || !MESSAGE.equals(json.path("message").asText(null))) return Optional.empty();
        Optional<Door> door = json.has("door") ? text(json, "door").flatMap(Door::spelled) : Optional.of(Door.SQS);
        Optional<Outcome> outcome = text(json, "outcome").flatMap(RecordLogLines::outcome);
        if (door.isEmpty() || outcome.isEmpty()) return Optional.empty();
        Optional<String> requestId =
                text(json, "requestId").or(() -> text(json, door.get().idField()));
        return requestId.map(id -> new DoorLine(door.get(), id, details(json), dispatched(json, outcome.get())));
    }

    private static Dispatched dispatched(JsonNode json, Outcome outcome) {
        return new Dispatched(
                outcome,
                text(json, "route"),
                text(json, "operation"),
                text(json, "executionName"),
                text(json, "keyHash"),
                text(json, "reason"),
                json.path("latencyMs").asLong(0),
                text(json, "existingStatus"),
                text(json, "tenant"));
    }

    private static Map<String, Object> details(JsonNode json) {
        Map<String, Object> details = new LinkedHashMap<>();
        for (String field : DETAILS) {
            JsonNode value = json.path(field);
            if (value.isIntegralNumber()) details.put(field, value.asInt());
            else if (value.isTextual()) details.put(field, value.asText());
        }
        return details;
    }

    private static Optional<String> text(JsonNode json, String field) {
        JsonNode value = json.path(field);
        return value.isTextual() ? Optional.of(value.asText()) : Optional.empty();
    }

    private static Optional<Outcome> outcome(String name) {
        return Arrays.stream(Outcome.values())
                .filter(o -> o.name().equals(name))
                .findFirst();
    }
}
