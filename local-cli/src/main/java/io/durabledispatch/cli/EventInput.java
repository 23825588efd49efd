package io.durabledispatch.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.demo.workload.EventJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Message bodies from a file or stdin: a JSON array of events, one JSON value, or NDJSON (one per line). */
final class EventInput {
    private static final ObjectMapper JSON = EventJson.MAPPER;

    private EventInput() {}

    static List<String> read(Path file) throws IOException {
        if (file == null || file.toString().equals("-")) return parse(readAll(System.in));
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }

    /** Bodies exactly as given: a line that is not valid JSON is still sent (it will be parked as INVALID). */
    static List<String> parse(String text) {
        String trimmed = text.strip();
        if (trimmed.startsWith("[")) {
            try {
                List<String> bodies = new ArrayList<>();
                for (JsonNode event : JSON.readTree(trimmed)) bodies.add(JSON.writeValueAsString(event));
                return bodies;
            } catch (IOException notAnArray) {
                // fall through: treat it as NDJSON
            }
        }
        if (!trimmed.contains("\n")) return trimmed.isEmpty() ? List.of() : List.of(trimmed);
        return trimmed.lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty())
                .toList();
    }

    private static String readAll(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}
