package io.durabledispatch.emulators.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * One PutEvents entry: its checks (answered per entry, as EventBridge answers them), its size as EventBridge
 * counts it, and the envelope a rule delivers: {@code version, id, detail-type, source, account, time, region,
 * resources, detail}.
 */
final class EventEntries {
    /** Time counts 14 bytes when given; Source, DetailType, Detail and each resource their UTF-8 bytes. */
    static final int TIME_BYTES = 14;

    private EventEntries() {}

    /** An entry EventBridge would refuse: its error code and message. */
    record EntryError(String code, String message) {}

    static Optional<EntryError> check(JsonNode entry, EventBuses buses) {
        for (String field : new String[] {"Source", "DetailType", "Detail"}) {
            if (!entry.path(field).isTextual() || entry.path(field).textValue().isEmpty()) {
                return Optional.of(new EntryError(
                        "InvalidArgument",
                        "Parameter " + field + " is not valid. Reason: " + field + " is a required argument."));
            }
        }
        if (!detail(entry).map(JsonNode::isObject).orElse(false)) {
            return Optional.of(new EntryError("MalformedDetail", "Detail is malformed."));
        }
        String bus = busName(entry);
        if (!buses.exists(bus)) {
            return Optional.of(new EntryError("ResourceNotFoundException", "Event bus " + bus + " does not exist."));
        }
        return Optional.empty();
    }

    static int size(JsonNode entry) {
        int size = entry.hasNonNull("Time") ? TIME_BYTES : 0;
        for (String field : new String[] {"Source", "DetailType", "Detail"})
            size += bytes(entry.path(field).asText(""));
        for (JsonNode resource : entry.path("Resources")) size += bytes(resource.asText(""));
        return size;
    }

    /** The entry's bus by name or ARN ({@code arn:aws:events:<region>:<account>:event-bus/<name>}); default. */
    static String busName(JsonNode entry) {
        String bus = entry.path("EventBusName").asText("");
        if (bus.isEmpty()) return EventBuses.DEFAULT_BUS;
        int slash = bus.lastIndexOf('/');
        return bus.startsWith("arn:") && slash >= 0 ? bus.substring(slash + 1) : bus;
    }

    /** The event as EventBridge delivers it; {@code time} is the entry's Time (epoch seconds) or now. */
    static ObjectNode envelope(JsonNode entry, String id, Instant now, String account, String region) {
        Instant time = entry.hasNonNull("Time")
                ? Instant.ofEpochMilli((long) (entry.path("Time").asDouble() * 1000))
                : now;
        ObjectNode event = Json.MAPPER.createObjectNode();
        event.put("version", "0").put("id", id);
        event.put("detail-type", entry.path("DetailType").textValue());
        event.put("source", entry.path("Source").textValue());
        event.put("account", account);
        event.put("time", DateTimeFormatter.ISO_INSTANT.format(time.truncatedTo(ChronoUnit.SECONDS)));
        event.put("region", region);
        event.set(
                "resources",
                entry.path("Resources").isArray() ? entry.get("Resources") : Json.MAPPER.createArrayNode());
        event.set("detail", detail(entry).orElseThrow());
        return event;
    }

    private static Optional<JsonNode> detail(JsonNode entry) {
        try {
            return Optional.ofNullable(Json.MAPPER.readTree(entry.path("Detail").asText()));
        } catch (java.io.IOException e) {
            return Optional.empty();
        }
    }

    private static int bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
