package io.durabledispatch.runtime.engine;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.runtime.DurableException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** User payloads (inputs, step and execution results) as JSON text, with a size limit on results. */
final class PayloadSerde {
    static final String TOO_LARGE = "ResultTooLarge";

    private final ObjectMapper mapper =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final int maxResultBytes;

    PayloadSerde(int maxResultBytes) {
        this.maxResultBytes = maxResultBytes;
    }

    /** JSON of {@code value}, or null for null (the protocol leaves the payload absent). */
    String serializeResult(String what, Object value) {
        if (value == null) {
            return null;
        }
        String json = write(what, value);
        int bytes = json.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > maxResultBytes) {
            throw new DurableException(
                    TOO_LARGE,
                    what + " result is " + bytes + " bytes, over the limit of " + maxResultBytes
                            + " bytes; store large data elsewhere and return a reference");
        }
        return json;
    }

    <T> T deserialize(String what, String json, Class<T> type) {
        if (json == null || json.isEmpty() || type == Void.class) {
            return null;
        }
        try {
            return mapper.readValue(json, type);
        } catch (IOException e) {
            throw new DurableException("SerializationError", "cannot read " + what + " as " + type.getName(), e);
        }
    }

    private String write(String what, Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (IOException e) {
            throw new DurableException("SerializationError", "cannot serialise " + what + " result", e);
        }
    }
}
