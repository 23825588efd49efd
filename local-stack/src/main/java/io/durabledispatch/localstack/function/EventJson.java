package io.durabledispatch.localstack.function;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.util.Date;

/**
 * How Lambda's Java runtime reads its own event types ({@code com.amazonaws.services.lambda.runtime.events}): as
 * any POJO, except that a date is a number of seconds since the epoch with a fraction, the way the services write
 * it (a Kinesis record's {@code approximateArrivalTimestamp}, a DynamoDB stream record's
 * {@code ApproximateCreationDateTime}). Jackson alone reads a number as milliseconds and refuses a fraction.
 */
final class EventJson {
    private static final String EVENTS_PACKAGE = "com.amazonaws.services.lambda.runtime.events";

    static final ObjectMapper MAPPER = JsonMappers.lambdaRuntime()
            .rebuild()
            .addModule(new SimpleModule("epoch-seconds-dates").addDeserializer(Date.class, new EpochSeconds()))
            .build();

    private EventJson() {}

    /** Whether {@code type} is one of the runtime's event types, which it reads with {@link #MAPPER}. */
    static boolean isEvent(JavaType type) {
        return type.getRawClass().getPackageName().startsWith(EVENTS_PACKAGE);
    }

    private static final class EpochSeconds extends JsonDeserializer<Date> {
        @Override
        public Date deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() == JsonToken.VALUE_STRING) {
                // Not a number: an ISO-8601 text, as Jackson reads it anyway.
                return context.parseDate(parser.getText());
            }
            return new Date(Math.round(parser.getDoubleValue() * 1000));
        }
    }
}
