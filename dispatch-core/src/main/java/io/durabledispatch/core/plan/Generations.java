package io.durabledispatch.core.plan;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.Route;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a request's generation: from the route's body field when it names one (then the field is required),
 * else from the {@value #ATTRIBUTE} message attribute, else 1. When both are given they must agree. Anything
 * that is not an integer from 1 to {@value #MAX} is rejected: a guessed generation would silently start (or
 * swallow) a re-run.
 */
public final class Generations {
    /** The SQS message attribute (String or Number) that carries the generation. */
    public static final String ATTRIBUTE = "generation";

    public static final int FIRST = 1;
    /** Re-runs are deliberate operator actions; thousands of them mean a producer loop, not an operator. */
    public static final int MAX = 9999;

    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

    private Generations() {}

    /** The generation, or throws {@link KeyValues.RejectedException} with reason {@link Reason#BAD_GENERATION}. */
    static int read(JsonNode body, Route route, Optional<String> attribute) {
        Optional<Integer> fromAttribute = attribute.map(text -> fromText(text, route));
        if (route.generation().isEmpty()) return fromAttribute.orElse(FIRST);
        JsonPointer field = route.generation().get();
        int fromBody = fromBody(body.at(field), field, route);
        if (fromAttribute.isPresent() && fromAttribute.get() != fromBody) {
            throw reject(
                    "message attribute " + ATTRIBUTE + " " + fromAttribute.get() + " disagrees with generation field "
                            + field + " " + fromBody,
                    route);
        }
        return fromBody;
    }

    private static int fromBody(JsonNode node, JsonPointer field, Route route) {
        String what = "generation field " + field;
        if (node.isMissingNode()) throw reject(what + " is missing", route);
        if (!node.isNumber()) {
            String type = node.getNodeType().name().toLowerCase(Locale.ROOT);
            throw reject(what + " must be an integer, was " + type, route);
        }
        BigDecimal value = node.decimalValue().stripTrailingZeros();
        if (value.scale() > 0) throw reject(what + " is not an integer", route);
        return inRange(value, what, route);
    }

    private static int fromText(String text, Route route) {
        String what = "message attribute " + ATTRIBUTE;
        if (!INTEGER.matcher(text).matches()) throw reject(what + " is not an integer", route);
        return inRange(new BigDecimal(text), what, route);
    }

    /** Compares as BigDecimal: 1e999999999 must be refused without ever being expanded into its digits. */
    private static int inRange(BigDecimal value, String what, Route route) {
        if (value.signum() <= 0) throw reject(what + " must be at least 1, was " + shown(value), route);
        if (value.compareTo(BigDecimal.valueOf(MAX)) > 0) {
            throw reject(what + " must be at most " + MAX + ", was " + shown(value), route);
        }
        return value.intValueExact();
    }

    private static String shown(BigDecimal value) {
        int digits = value.precision() - value.scale();
        return digits > 20 ? "a " + digits + "-digit number" : value.toPlainString();
    }

    private static KeyValues.RejectedException reject(String detail, Route route) {
        return new KeyValues.RejectedException(Rejection.of(Reason.BAD_GENERATION, detail, route.name()));
    }
}
