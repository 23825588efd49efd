package io.durabledispatch.core.telemetry;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The per-request line's fields and its JSON text: the one shape every door writes and the local console reads.
 * Never a request's content: names, hashes and codes only.
 */
public final class DoorLines {
    /** The {@code message} of every such line (the SQS door's wording, kept for readers of its logs). */
    public static final String MESSAGE = "record dispatched";

    private static final ObjectMapper MAPPER = JsonMappers.plain();

    private DoorLines() {}

    /** The fields in writing order; absent values are left out. */
    public static Map<String, Object> fields(DoorLine line) {
        Dispatched d = line.dispatched();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("level", d.outcome().acked() ? "INFO" : "WARN");
        fields.put("message", MESSAGE);
        fields.put("door", line.door().spelling());
        fields.put("requestId", line.requestId());
        fields.put(line.door().idField(), line.requestId());
        line.details().forEach(fields::putIfAbsent);
        fields.put("outcome", d.outcome().name());
        d.route().ifPresent(route -> fields.put("route", route));
        d.operation().ifPresent(operation -> fields.put("operation", operation));
        d.executionName().ifPresent(name -> fields.put("executionName", name));
        d.keyHash().ifPresent(hash -> fields.put("keyHash", hash));
        d.reason().ifPresent(reason -> fields.put("reason", reason));
        d.existingStatus().ifPresent(status -> fields.put("existingStatus", status));
        d.tenant().ifPresent(tenant -> fields.put("tenant", tenant));
        fields.put("latencyMs", d.latencyMillis());
        return fields;
    }

    /** The line as one line of JSON text. */
    public static String json(DoorLine line) {
        try {
            return MAPPER.writeValueAsString(fields(line));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // text and numbers always write
        }
    }
}
