package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.core.plan.PlanResults;
import io.durabledispatch.dispatcher.core.TestDispatchers;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The handler on real SQS event fixtures, with in-memory engines and parking queue. */
class DispatchHandlerTest {
    private final TestDispatchers test = new TestDispatchers(8);
    private final DispatchHandler handler = new DispatchHandler(test.dispatcher);

    @AfterEach
    void stop() {
        test.close();
    }

    private SQSBatchResponse handle(String fixture) {
        SQSEvent event = EventLoader.loadSQSEvent("events/" + fixture);
        return handler.handleRequest(event, null);
    }

    private static List<String> failures(SQSBatchResponse response) {
        return response.getBatchItemFailures().stream()
                .map(SQSBatchResponse.BatchItemFailure::getItemIdentifier)
                .toList();
    }

    @Test
    void handle_startsOneExecution_forASingleRecord() {
        SQSBatchResponse response = handle("sqs-single.json");

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.lambda.executions().keySet().iterator().next())
                .startsWith("lambda:order-workflow:live/order-A-1001-");
    }

    @Test
    void handle_startsEveryRoute_ofABatch() {
        SQSBatchResponse response = handle("sqs-batch.json");

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.executions()).hasSize(4);
        assertThat(test.stepFunctions.executions()).hasSize(1);
    }

    @Test
    void handle_collapsesAResend_thatDiffersOnlyInVolatileFieldsAndSpelling() {
        handle("sqs-resend-volatile.json");

        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.lambda.calls()).hasSize(2);
        assertThat(test.lines).anyMatch(line -> line.contains("\"outcome\":\"DUPLICATE\""));
        assertThat(test.parking.messages()).isEmpty();
    }

    @Test
    void handle_parksConflict_whenSameKeyDifferentAmount() {
        SQSEvent event = EventLoader.loadSQSEvent("events/sqs-conflict.json");

        SQSBatchResponse first = handler.handleRequest(single(event, 0), null);
        SQSBatchResponse second = handler.handleRequest(single(event, 1), null);

        assertThat(failures(first)).isEmpty();
        assertThat(failures(second)).isEmpty();
        ParkedMessage parked = test.parking.messages().get(0);
        String original = event.getRecords().get(1).getBody();
        assertThat(parked.body()).isEqualTo(original);
        assertThat(parked.attributes())
                .containsEntry(ParkingAttributes.OUTCOME, "CONFLICT")
                .containsEntry(ParkingAttributes.REASON, "INPUT_CONFLICT")
                .containsEntry(ParkingAttributes.ROUTE, "order-placed")
                .containsEntry(
                        ParkingAttributes.SOURCE_MESSAGE_ID,
                        event.getRecords().get(1).getMessageId())
                .containsKeys(ParkingAttributes.EXECUTION_NAME, ParkingAttributes.EXISTING_INPUT_FINGERPRINT);
        assertThat(parked.attributes().get(ParkingAttributes.INPUT_FINGERPRINT))
                .matches("[0-9a-f]{64}")
                .isNotEqualTo(parked.attributes().get(ParkingAttributes.EXISTING_INPUT_FINGERPRINT));
    }

    @Test
    void handle_parksEveryMalformedRecord_withItsReason_andStillStartsTheGoodOne() {
        SQSBatchResponse response = handle("sqs-malformed.json");

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.executions()).hasSize(1);
        assertThat(test.parking.messages())
                .extracting(m -> m.attributes().get(ParkingAttributes.REASON))
                .containsExactlyInAnyOrder(
                        "MALFORMED_JSON",
                        "NOT_AN_OBJECT",
                        "NO_ROUTE",
                        "MISSING_KEY",
                        "BAD_KEY_TYPE",
                        "BAD_KEY_TYPE",
                        "BAD_KEY_TYPE",
                        "EMPTY_KEY");
        assertThat(test.parking.messages())
                .allMatch(m -> m.attributes().get(ParkingAttributes.OUTCOME).equals("INVALID"));
    }

    @Test
    void handle_stopsAFifoGroupAtItsFirstFailure_whileOtherGroupsGoOn() {
        SQSEvent event = EventLoader.loadSQSEvent("events/sqs-fifo-groups.json");
        List<String> ids = event.getRecords().stream()
                .map(SQSEvent.SQSMessage::getMessageId)
                .toList();

        SQSBatchResponse response = handler.handleRequest(event, null);

        // Group acme-g1 is records 0, 2, 4 and its first is throttled; group acme-g2 (1, 3) starts in order.
        assertThat(failures(response)).containsExactly(ids.get(0), ids.get(2), ids.get(4));
        List<String> groupTwo = test.lambda.calls().stream()
                .filter(name -> name.contains("B-200"))
                .toList();
        assertThat(groupTwo).hasSize(2);
        assertThat(groupTwo.get(0)).startsWith("order-B-2001-");
        assertThat(groupTwo.get(1)).startsWith("order-B-2002-");
        assertThat(test.lambda.calls()).noneMatch(name -> name.contains("A-1002") || name.contains("A-1003"));
    }

    @Test
    void handle_answersAnEmptyEvent_withNoFailures() {
        assertThat(failures(handler.handleRequest(new SQSEvent(), null))).isEmpty();
    }

    private static SQSEvent single(SQSEvent event, int index) {
        SQSEvent one = new SQSEvent();
        one.setRecords(List.of(event.getRecords().get(index)));
        return one;
    }

    @Test
    void handle_reportsFingerprintsThatAreHashesOfCanonicalInput() {
        handle("sqs-conflict.json");

        ParkedMessage parked = test.parking.messages().get(0);
        String canonical = PlanResults.plan(TestDispatchers.DEFAULT_PLANNER.plan(parked.body()))
                .canonicalInput();
        assertThat(parked.attributes().get(ParkingAttributes.INPUT_FINGERPRINT)).isEqualTo(Sha256.hex(canonical));
    }

    @Test
    void handle_readsTheGenerationMessageAttribute_stringOrNumber_andParksABadOne() {
        SQSEvent event = EventLoader.loadSQSEvent("events/sqs-single.json");
        SQSEvent.SQSMessage record = event.getRecords().get(0);

        handler.handleRequest(withGeneration(record, "Number", "2"), null);
        handler.handleRequest(withGeneration(record, "String", "2"), null);
        handler.handleRequest(withGeneration(record, "String", "0"), null);

        assertThat(test.lambda.executions().keySet())
                .singleElement()
                .asString()
                .startsWith("lambda:order-workflow:live/order-g2-A-1001-");
        assertThat(test.parking.messages())
                .singleElement()
                .satisfies(parked -> assertThat(parked.attributes())
                        .containsEntry(ParkingAttributes.REASON, "BAD_GENERATION")
                        .containsEntry(ParkingAttributes.GENERATION, "0")
                        .containsEntry(
                                ParkingAttributes.DETAIL, "message attribute generation must be at least 1, was 0"));
    }

    @Test
    void handle_parksAKeyLongerThanTheRoutesMaxKeyBytes_asInvalid_withoutCallingTheTarget() {
        SQSEvent event = EventLoader.loadSQSEvent("events/sqs-single.json");
        SQSEvent.SQSMessage record = event.getRecords().get(0);
        record.setBody(record.getBody().replace("A-1001", "A".repeat(10 * 1024)));

        SQSBatchResponse response = handler.handleRequest(event, null);

        assertThat(failures(response)).isEmpty();
        assertThat(test.lambda.calls()).isEmpty();
        assertThat(test.parking.messages()).singleElement().satisfies(parked -> {
            assertThat(parked.body()).isEqualTo(record.getBody());
            assertThat(parked.attributes())
                    .containsEntry(ParkingAttributes.OUTCOME, "INVALID")
                    .containsEntry(ParkingAttributes.REASON, "KEY_TOO_LONG")
                    .containsEntry(ParkingAttributes.ROUTE, "order-placed")
                    .containsEntry(
                            ParkingAttributes.DETAIL,
                            "key field /order_no is 10240 bytes (UTF-8, normalised), over route order-placed's "
                                    + "maxKeyBytes of 1024")
                    .containsEntry(ParkingAttributes.SOURCE_MESSAGE_ID, record.getMessageId())
                    .doesNotContainKey(ParkingAttributes.EXECUTION_NAME);
        });
        assertThat(test.lines)
                .anyMatch(line ->
                        line.contains("\"route\":\"order-placed\",\"reason\":\"KEY_TOO_LONG: key field /order_no"));
    }

    private static SQSEvent withGeneration(SQSEvent.SQSMessage record, String type, String value) {
        SQSEvent.MessageAttribute attribute = new SQSEvent.MessageAttribute();
        attribute.setDataType(type);
        attribute.setStringValue(value);
        record.setMessageAttributes(java.util.Map.of("generation", attribute));
        SQSEvent one = new SQSEvent();
        one.setRecords(List.of(record));
        return one;
    }
}
