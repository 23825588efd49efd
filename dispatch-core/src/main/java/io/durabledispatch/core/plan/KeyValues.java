package io.durabledispatch.core.plan;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.json.CanonicalJson;
import io.durabledispatch.core.json.Utf8;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import java.util.Locale;

/**
 * Reads one key (or tenant) value, from a body field or from the values a door read outside the body: a string
 * or a number (outside values are always text), normalised, at most the route's {@code maxKeyBytes} in UTF-8;
 * anything else is rejected, naming the source.
 */
final class KeyValues {
    private KeyValues() {}

    /** The normalised value, or throws {@link RejectedException} naming the field. */
    static String read(JsonNode body, OutsideValues outside, KeyField field, Route route) {
        String value = field.source().outside()
                ? outsideValue(outside, field, route.name())
                : value(body, field, route.name());
        int bytes = Utf8.length(value);
        if (bytes > route.maxKeyBytes()) {
            throw new RejectedException(Rejection.of(
                    Reason.KEY_TOO_LONG,
                    "key field " + field.source() + " is " + bytes + " bytes (UTF-8, normalised), over route "
                            + route.name() + "'s maxKeyBytes of " + route.maxKeyBytes(),
                    route.name()));
        }
        return value;
    }

    private static String outsideValue(OutsideValues outside, KeyField field, String route) {
        String raw = outside.get(field.source())
                .orElseThrow(() -> new RejectedException(
                        Rejection.of(Reason.MISSING_KEY, "key field " + field.source() + " is missing", route)));
        return nonEmpty(field.normalize(raw), field, route);
    }

    private static String nonEmpty(String value, KeyField field, String route) {
        if (value.isEmpty()) {
            throw new RejectedException(
                    Rejection.of(Reason.EMPTY_KEY, "key field " + field.source() + " is empty", route));
        }
        return value;
    }

    private static String value(JsonNode body, KeyField field, String route) {
        JsonNode node = body.at(field.pointer());
        if (node.isMissingNode()) {
            throw new RejectedException(
                    Rejection.of(Reason.MISSING_KEY, "key field " + field.pointer() + " is missing", route));
        }
        if (!node.isTextual() && !node.isNumber()) {
            String type = node.getNodeType().name().toLowerCase(Locale.ROOT);
            throw new RejectedException(Rejection.of(
                    Reason.BAD_KEY_TYPE,
                    "key field " + field.pointer() + " must be a string or number, was " + type,
                    route));
        }
        // Numbers are keys in their canonical spelling (1001.0 → 1001) and are not rewritten.
        String value = node.isTextual() ? field.normalize(node.textValue()) : CanonicalJson.write(node);
        return nonEmpty(value, field, route);
    }

    /** Carries a rejection out of nested reading code; never leaves the planner. */
    static final class RejectedException extends RuntimeException {
        final transient Rejection rejection;

        RejectedException(Rejection rejection) {
            super(rejection.detail(), null, false, false);
            this.rejection = rejection;
        }
    }
}
