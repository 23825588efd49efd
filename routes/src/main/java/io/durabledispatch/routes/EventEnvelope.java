package io.durabledispatch.routes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * An EventBridge event as a rule delivers it to a queue: the envelope EventBridge writes around the producer's
 * {@code detail}. Recognised by shape, all nine members, so that a plain body with a {@code source} field of its
 * own is never taken for one. Only {@code source}, {@code detail-type} and {@code detail} mean anything to a
 * route: {@code id} and {@code time} are new on every PutEvents, so they must never reach a key.
 */
public record EventEnvelope(String source, String detailType, JsonNode detail) {
    private static final List<String> TEXT_MEMBERS = List.of("version", "id", "account", "time", "region");

    /** The envelope, when {@code body} has the shape EventBridge delivers; empty for any other body. */
    public static Optional<EventEnvelope> of(JsonNode body) {
        if (body == null || !body.isObject()) return Optional.empty();
        JsonNode source = body.get("source");
        JsonNode detailType = body.get("detail-type");
        JsonNode detail = body.get("detail");
        JsonNode resources = body.get("resources");
        boolean shaped = source != null
                && source.isTextual()
                && detailType != null
                && detailType.isTextual()
                && detail != null
                && detail.isObject()
                && resources != null
                && resources.isArray()
                && TEXT_MEMBERS.stream().allMatch(member -> body.path(member).isTextual());
        return shaped
                ? Optional.of(new EventEnvelope(source.textValue(), detailType.textValue(), detail))
                : Optional.empty();
    }
}
