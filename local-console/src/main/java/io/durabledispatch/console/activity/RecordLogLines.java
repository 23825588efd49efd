package io.durabledispatch.console.activity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.routes.json.JsonMappers;
import java.util.Arrays;
import java.util.Optional;

/**
 * Reads the dispatcher's per-record log lines ({@code "message":"record dispatched"}, one per record on stdout,
 * which CloudWatch Logs collects in AWS) back into the {@link RecordOutcome} they were written from, so a
 * dispatcher whose outcomes cannot be heard in process (a user's app, in its own class loader) still feeds the
 * {@link ActivityLog}. Every other line (EMF metric documents, other log lines, text that is not JSON, a record
 * line without a known outcome) is no record: empty.
 */
public final class RecordLogLines {
    static final String MESSAGE = "record dispatched";
    private static final ObjectMapper MAPPER = JsonMappers.plain();

    private RecordLogLines() {}

    public static Optional<RecordOutcome> parse(String line) {
        if (!line.contains(MESSAGE)) return Optional.empty(); // most lines: not worth parsing
        JsonNode json;
        try {
            json = MAPPER.readTree(line);
        } catch (JsonProcessingException notJson) {
            return Optional.empty();
        }
        if (json == null || !MESSAGE.equals(json.path("message").asText(null))) return Optional.empty();
        Optional<String> messageId = text(json, "messageId");
        Optional<Outcome> outcome = text(json, "outcome").flatMap(RecordLogLines::outcome);
        if (messageId.isEmpty() || outcome.isEmpty()) return Optional.empty();
        return Optional.of(new RecordOutcome(
                messageId.get(),
                outcome.get(),
                text(json, "route"),
                text(json, "operation"),
                text(json, "executionName"),
                text(json, "keyHash"),
                text(json, "reason"),
                json.path("latencyMs").asLong(0),
                text(json, "existingStatus"),
                text(json, "tenant")));
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
