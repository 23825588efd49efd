package io.durabledispatch.streams;

import static io.durabledispatch.streams.KinesisDispatchHandlerTest.failures;
import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.streams.core.Disposition;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The DynamoDB Streams handler on a real-shaped INSERT, MODIFY, REMOVE batch with every attribute type. */
class DynamodbDispatchHandlerTest {
    private final TestStreamDoors test = new TestStreamDoors();
    private final DynamodbDispatchHandler handler = new DynamodbDispatchHandler(test.door);

    @AfterEach
    void stop() {
        test.close();
    }

    private static DynamodbEvent fixture() {
        return EventLoader.loadDynamoDbEvent("events/dynamodb-stream.json");
    }

    private List<Disposition> dispositions() {
        return test.results.stream().map(r -> r.disposition()).toList();
    }

    @Test
    void handle_startsTheInsert_collapsesTheModify_parksTheUnrouted_andAcknowledgesTheRemove() {
        StreamsEventResponse response = handler.handleRequest(fixture(), null);

        assertThat(failures(response)).isEmpty();
        assertThat(dispositions())
                .containsExactly(Disposition.STARTED, Disposition.DUPLICATE, Disposition.PARKED, Disposition.REMOVED);
        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.lambda.calls()).hasSize(2);
    }

    @Test
    void handle_keepsNumbersExact_andWritesSetsSortedAndBinariesAsBase64() {
        handler.handleRequest(fixture(), null);

        String input = test.lambda.executions().values().iterator().next();
        assertThat(input)
                .contains("\"value\":1234567890123456789.0123456789012345678")
                .contains("\"unit_price\":19.95")
                .contains("\"tags\":[\"blue\",\"red\"]")
                .contains("\"sizes\":[-1,9.5,10]")
                .contains("\"thumb\":\"AAEC/w==\"")
                .contains("\"blobs\":[\"AQ==\",\"Ag==\"]")
                .contains("\"gift\":true")
                .contains("\"note\":null");
    }

    @Test
    void handle_parksAnUnroutedImage_asTheJsonTheRoutesRead() {
        handler.handleRequest(fixture(), null);

        ParkedMessage parked = test.parking.messages().get(0);
        assertThat(parked.attributes())
                .containsEntry(ParkingAttributes.REASON, "NO_ROUTE")
                .containsEntry(ParkingAttributes.SOURCE_MESSAGE_ID, "d-0003")
                .containsEntry(ParkingAttributes.SOURCE_SEQUENCE_NUMBER, "111000000000000000003");
        assertThat(parked.body()).isEqualTo("{\"pk\":\"acme#X-1\",\"tenant_id\":\"acme\",\"type\":\"stock.counted\"}");
    }

    @Test
    void handle_parksAnInsertWithoutNewImage_withItsKeys() {
        DynamodbEvent event = fixture();
        event.setRecords(List.of(event.getRecords().get(0)));
        event.getRecords().get(0).getDynamodb().setNewImage(null);

        StreamsEventResponse response = handler.handleRequest(event, null);

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.calls()).isEmpty();
        assertThat(test.parking.messages().get(0).body()).isEqualTo("{\"pk\":\"acme#A-1\"}");
    }
}
