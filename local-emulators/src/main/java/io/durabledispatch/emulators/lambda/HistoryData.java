package io.durabledispatch.emulators.lambda;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * {@code IncludeExecutionData=false}: the API reference says the data (inputs, results, errors) is left out for a
 * more compact response, not how. Locally each Input, Result and Error member keeps its place with its Payload
 * removed and {@code Truncated: true}, so a reader still sees that there was one.
 */
final class HistoryData {
    private static final List<String> DATA_MEMBERS = List.of("Input", "Result", "Error");

    private HistoryData() {}

    static String withoutPayloads(byte[] historyJson) {
        try {
            JsonNode history = Json.MAPPER.readTree(historyJson);
            for (JsonNode event : history.path("Events")) {
                event.fields().forEachRemaining(member -> {
                    if (member.getKey().endsWith("Details")) strip(member.getValue());
                });
            }
            return history.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void strip(JsonNode details) {
        for (String member : DATA_MEMBERS) {
            if (details.get(member) instanceof ObjectNode data) {
                data.remove("Payload");
                data.put("Truncated", true);
            }
        }
    }
}
