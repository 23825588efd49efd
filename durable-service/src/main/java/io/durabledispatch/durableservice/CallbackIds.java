package io.durabledispatch.durableservice;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * Callback ids are base64 text (as the service's pattern requires) that encode where the callback lives,
 * so looking one up needs no index that a store would have to keep.
 */
final class CallbackIds {
    private static final String SEPARATOR = "|";
    /** The API's CallbackId constraint: 1-1024 characters of base64. */
    private static final java.util.regex.Pattern FORM = java.util.regex.Pattern.compile("[A-Za-z0-9+/]{1,1024}={0,2}");

    private CallbackIds() {}

    static String mint(String executionArn, String operationId) {
        byte[] raw = (executionArn + SEPARATOR + operationId).getBytes(StandardCharsets.UTF_8);
        return Base64.getEncoder().encodeToString(raw);
    }

    record Location(String executionArn, String operationId) {}

    /** Whether {@code callbackId} has the documented form at all (else the request is invalid, not a miss). */
    static boolean wellFormed(String callbackId) {
        return callbackId != null
                && callbackId.length() <= 1024
                && FORM.matcher(callbackId).matches();
    }

    static Optional<Location> parse(String callbackId) {
        try {
            String raw = new String(Base64.getDecoder().decode(callbackId), StandardCharsets.UTF_8);
            int cut = raw.lastIndexOf(SEPARATOR);
            return cut < 0
                    ? Optional.empty()
                    : Optional.of(new Location(raw.substring(0, cut), raw.substring(cut + 1)));
        } catch (IllegalArgumentException notBase64) {
            return Optional.empty();
        }
    }
}
