package io.durabledispatch.routes.document;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.EventBridgeMatch;
import io.durabledispatch.routes.KeySource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads a route's optional {@code eventBridge} field: {@code {"source": [..], "detailType": [..]}}. */
final class EventBridgeReader {
    private static final Set<String> FIELDS = Set.of("source", "detailType");

    private final RouteNode node;

    EventBridgeReader(RouteNode node) {
        this.node = node;
    }

    Optional<EventBridgeMatch> read(List<KeySource> sources) {
        JsonNode value = node.optional("eventBridge");
        if (value == null) return Optional.empty();
        if (!value.isObject()) throw node.error("eventBridge must be an object like " + example());
        value.fieldNames().forEachRemaining(field -> {
            if (!FIELDS.contains(field)) {
                throw node.error("eventBridge: unknown field '" + field + "' (use source and detailType)");
            }
        });
        if (node.optional("http") != null) throw node.error("eventBridge and http exclude each other");
        for (KeySource source : sources) {
            // An EventBridge event has no headers or path: such a key would be MISSING_KEY on every event.
            if (source.outside())
                throw node.error(
                        source + " has no value in an EventBridge event: use a pointer" + " into the event's detail");
        }
        List<String> sourceNames = texts(value.get("source"), "source", EventBridgeMatch.MAX_SOURCE, true);
        List<String> detailTypes =
                texts(value.get("detailType"), "detailType", EventBridgeMatch.MAX_DETAIL_TYPE, false);
        return Optional.of(new EventBridgeMatch(sourceNames, detailTypes));
    }

    private List<String> texts(JsonNode value, String field, int maxLength, boolean required) {
        if (value == null && !required) return List.of();
        String rule = "eventBridge." + field + " must be a non-empty array of distinct strings of 1-" + maxLength
                + " characters";
        if (value == null || !value.isArray() || value.isEmpty()) throw node.error(rule + ", e.g. " + example());
        Set<String> texts = new LinkedHashSet<>();
        for (JsonNode text : value) {
            boolean fits = text.isTextual()
                    && !text.textValue().isEmpty()
                    && text.textValue().length() <= maxLength;
            if (!fits || !texts.add(text.textValue())) throw node.error(rule + ", was " + value);
        }
        return new ArrayList<>(texts);
    }

    private static String example() {
        return "{\"source\": [\"shop.orders\"], \"detailType\": [\"OrderPlaced\"]}";
    }
}
