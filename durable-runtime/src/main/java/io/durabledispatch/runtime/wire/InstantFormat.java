package io.durabledispatch.runtime.wire;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The two timestamp encodings of the protocol: integer epoch millis in the invocation documents, and
 * fractional epoch seconds in API bodies (the SDK client cannot parse ISO strings there).
 */
public enum InstantFormat {
    EPOCH_MILLIS,
    EPOCH_SECONDS;

    /** The string form older emulators emitted in invocation inputs; accepted on read. */
    private static final DateTimeFormatter LEGACY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSSxxx");

    SimpleModule module() {
        SimpleModule module = new SimpleModule("durable-instants-" + name());
        module.addSerializer(Instant.class, new JsonSerializer<>() {
            @Override
            public void serialize(Instant value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                write(value, gen);
            }
        });
        module.addDeserializer(Instant.class, new JsonDeserializer<>() {
            @Override
            public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                return read(parser);
            }
        });
        return module;
    }

    private void write(Instant value, JsonGenerator gen) throws IOException {
        if (this == EPOCH_MILLIS) {
            gen.writeNumber(value.toEpochMilli());
        } else {
            gen.writeNumber(BigDecimal.valueOf(value.toEpochMilli(), 3).stripTrailingZeros());
        }
    }

    private Instant read(JsonParser parser) throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_STRING) {
            return OffsetDateTime.parse(parser.getText(), LEGACY).toInstant();
        }
        BigDecimal number = parser.getDecimalValue();
        BigDecimal millis = this == EPOCH_MILLIS ? number : number.movePointRight(3);
        return Instant.ofEpochMilli(millis.longValue());
    }
}
