package io.durabledispatch.localstack.function;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.fasterxml.jackson.databind.JavaType;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A typed Kinesis handler reads the batch a Kinesis mapping sends, dates in epoch seconds included. */
class EventJsonTest {
    private static final String BATCH = "{\"Records\":[{\"kinesis\":{\"partitionKey\":\"k\",\"sequenceNumber\":\"49\","
            + "\"data\":\"eyJhIjoxfQ==\",\"approximateArrivalTimestamp\":1764652000.123},"
            + "\"eventID\":\"shardId-000000000000:49\",\"eventSourceARN\":\"arn:aws:kinesis:us-east-1:0:stream/s\"}]}";

    @Test
    void aKinesisBatch_isReadWithItsArrivalTimeInEpochSeconds() throws Exception {
        JavaType type = EventJson.MAPPER.constructType(KinesisEvent.class);

        KinesisEvent event = EventJson.MAPPER.readValue(BATCH, type);

        KinesisEvent.Record record = event.getRecords().get(0).getKinesis();
        assertThat(EventJson.isEvent(type)).isTrue();
        assertThat(record.getApproximateArrivalTimestamp().getTime()).isEqualTo(1_764_652_000_123L);
        assertThat(StandardCharsets.UTF_8.decode(record.getData()).toString()).isEqualTo("{\"a\":1}");
        assertThat(event.getRecords().get(0).getEventID()).isEqualTo("shardId-000000000000:49");
    }

    @Test
    void aHandlersOwnTypes_areNoEvents() {
        assertThat(EventJson.isEvent(EventJson.MAPPER.constructType(Map.class))).isFalse();
        assertThat(EventJson.isEvent(EventJson.MAPPER.constructType(PojoGreeter.class)))
                .isFalse();
    }
}
