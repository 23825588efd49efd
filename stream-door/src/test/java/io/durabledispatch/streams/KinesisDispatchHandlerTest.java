package io.durabledispatch.streams;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingAttributes;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Kinesis handler on real-shaped event fixtures, with in-memory engines and parking queue. */
class KinesisDispatchHandlerTest {
    private static final String SEQ = "4959033827149025660855969253836157109592157598913658";

    private final TestStreamDoors test = new TestStreamDoors();
    private final KinesisDispatchHandler handler = new KinesisDispatchHandler(test.door);

    @AfterEach
    void stop() {
        test.close();
    }

    private StreamsEventResponse handle(String fixture) {
        KinesisEvent event = EventLoader.loadKinesisEvent("events/" + fixture);
        return handler.handleRequest(event, null);
    }

    static List<String> failures(StreamsEventResponse response) {
        return response.getBatchItemFailures().stream()
                .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier)
                .toList();
    }

    private ParkedMessage parkedAt(String sequenceNumber) {
        return test.parking.messages().stream()
                .filter(m -> sequenceNumber.equals(m.attributes().get(ParkingAttributes.SOURCE_SEQUENCE_NUMBER)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void handle_answersNothing_whenEveryRecordIsStartedOrParked() {
        StreamsEventResponse response = handle("kinesis-two-shards.json");

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.executions()).hasSize(3);
        assertThat(test.stepFunctions.executions()).hasSize(1);
        assertThat(test.parking.messages()).hasSize(3);
    }

    @Test
    void handle_collapsesADuplicate_withAnotherSpellingAndArrivalOfTheSameKey() {
        handle("kinesis-two-shards.json");

        List<String> a1 = test.lambda.calls().stream()
                .filter(name -> name.startsWith("order-A-1-"))
                .toList();
        assertThat(a1).hasSize(3).containsOnly(a1.get(0));
        assertThat(test.results)
                .anyMatch(r -> r.record().sequenceNumber().equals(SEQ + "8802")
                        && r.disposition().name().equals("DUPLICATE"));
    }

    @Test
    void handle_keepsShardOrder_soTheFirstRecordOfAKeyWinsAndTheLaterConflictIsParked() {
        handle("kinesis-two-shards.json");

        String input = test.lambda.executions().entrySet().stream()
                .filter(e -> e.getKey().contains("/order-A-1-"))
                .map(java.util.Map.Entry::getValue)
                .findFirst()
                .orElseThrow();
        assertThat(input).contains("\"value\":10");
        assertThat(parkedAt(SEQ + "8805").attributes())
                .containsEntry(ParkingAttributes.OUTCOME, "CONFLICT")
                .containsEntry(ParkingAttributes.REASON, "INPUT_CONFLICT")
                .containsKey(ParkingAttributes.INPUT_FINGERPRINT);
    }

    @Test
    void handle_parksPoison_andStartsTheRecordsAfterIt() {
        handle("kinesis-two-shards.json");

        ParkedMessage malformed = parkedAt(SEQ + "8803");
        assertThat(malformed.attributes())
                .containsEntry(ParkingAttributes.OUTCOME, "INVALID")
                .containsEntry(ParkingAttributes.REASON, "MALFORMED_JSON")
                .containsEntry(ParkingAttributes.SOURCE_MESSAGE_ID, "shardId-000000000000:" + SEQ + "8803");
        assertThat(malformed.body()).startsWith("{\"type\": \"order.placed\"");
        assertThat(test.lambda.executions().keySet()).anyMatch(key -> key.contains("/order-A-2-"));
    }

    @Test
    void handle_parksDataThatIsNoUtf8_asBase64() {
        handle("kinesis-two-shards.json");

        ParkedMessage parked = parkedAt(SEQ + "9903");
        assertThat(parked.attributes()).containsEntry(ParkingAttributes.BODY_ENCODING, "base64");
        assertThat(java.util.Base64.getDecoder().decode(parked.body())).startsWith(0xff, 0xfe);
    }

    @Test
    void handle_answersTheLowestThrottledSequenceNumber_andHoldsTheLaterRecordsOfItsKey() {
        StreamsEventResponse response = handle("kinesis-throttled.json");

        assertThat(failures(response)).containsExactly(SEQ + "7702");
        assertThat(test.lambda.executions().keySet())
                .anyMatch(key -> key.contains("/order-T-3-"))
                .anyMatch(key -> key.contains("/order-T-6-"));
        assertThat(test.lambda.calls().stream().filter(name -> name.startsWith("order-THROTTLE-2-")))
                .hasSize(1);
        assertThat(test.results)
                .filteredOn(r -> r.record().sequenceNumber().equals(SEQ + "7705"))
                .extracting(r -> r.disposition().name())
                .containsExactly("HELD");
    }

    @Test
    void handle_answersEachShardsFirstPoison_whenParkingFails() {
        test.parking.refuse();

        StreamsEventResponse response = handle("kinesis-two-shards.json");

        assertThat(failures(response)).containsExactly(SEQ + "8803", SEQ + "9903");
        assertThat(test.parking.messages()).isEmpty();
    }

    @Test
    void handle_startsNothingNew_whenLambdaRetriesTheBatch() {
        handle("kinesis-two-shards.json");
        var executions = test.lambda.executions();

        StreamsEventResponse again = handle("kinesis-two-shards.json");

        assertThat(failures(again)).isEmpty();
        assertThat(test.lambda.executions()).isEqualTo(executions);
    }
}
