package io.durabledispatch.localstack.function;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import java.util.Date;
import org.junit.jupiter.api.Test;

/** A POJO handler's KinesisEvent is read from the JSON the local mapping writes, times as AWS writes them. */
class EventDatesTest {
    @Test
    void aKinesisRecordsArrivalTime_inEpochSecondsWithAFraction_isReadAsItsDate() throws Exception {
        String json = """
                {"Records":[{"eventID":"shardId-000000000000:1","eventSource":"aws:kinesis",
                 "kinesis":{"partitionKey":"acme","sequenceNumber":"1","data":"e30=",
                 "approximateArrivalTimestamp":1733112345.678}}]}""";

        KinesisEvent event = HandlerKind.POJO_JSON.readValue(json, KinesisEvent.class);

        assertThat(event.getRecords().get(0).getKinesis().getApproximateArrivalTimestamp())
                .isEqualTo(new Date(1_733_112_345_678L));
    }

    @Test
    void aWholeNumber_isStillReadAsJacksonReadsADate() throws Exception {
        assertThat(HandlerKind.POJO_JSON.readValue("1733112345678", Date.class))
                .isEqualTo(new Date(1_733_112_345_678L));
    }
}
