package io.durabledispatch.emulators.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;

/**
 * The JSON mapper of HTTP bodies: the emulators' own and the console's API. Tolerant of members it does not
 * know, as a newer SDK may send more. The durable wire shapes use the runtime's codec instead.
 */
public final class Json {
    public static final ObjectMapper MAPPER = JsonMappers.lenient();

    private Json() {}

    /** Parses a request body; an empty body is an empty object, a malformed one a 400. */
    public static JsonNode parseBody(HttpRequest request, String validationCode) {
        if (request.body().length == 0) {
            return MAPPER.createObjectNode();
        }
        try {
            return MAPPER.readTree(request.body());
        } catch (java.io.IOException e) {
            throw new ApiException(400, validationCode, "Malformed JSON body: " + e.getMessage());
        }
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "Cannot serialise " + value.getClass().getSimpleName(), e);
        }
    }
}
