package io.durabledispatch.localstack.function;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.DateDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.util.Date;

/**
 * The POJO handlers' mapper. The services write an event's times as epoch seconds with a fraction (a Kinesis
 * record's {@code approximateArrivalTimestamp}, a DynamoDB stream record's {@code ApproximateCreationDateTime}),
 * and Lambda's Java runtime reads them into the events' {@link Date}s; Jackson alone refuses a floating-point
 * date, so a POJO handler taking a {@code KinesisEvent} failed every batch.
 */
final class EventDates {
    private EventDates() {}

    static ObjectMapper lambdaRuntimeMapper() {
        SimpleModule dates = new SimpleModule("event-dates");
        dates.addDeserializer(Date.class, new EpochSecondsDate());
        return JsonMappers.lambdaRuntime().registerModule(dates);
    }

    /** A floating-point number is epoch seconds; anything else is read as Jackson reads a date. */
    static final class EpochSecondsDate extends DateDeserializers.DateDeserializer {
        @Override
        public Date deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() == JsonToken.VALUE_NUMBER_FLOAT) {
                return new Date(parser.getDecimalValue().movePointRight(3).longValue());
            }
            return super.deserialize(parser, context);
        }
    }
}
