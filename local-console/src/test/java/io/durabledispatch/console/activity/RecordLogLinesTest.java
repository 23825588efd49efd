package io.durabledispatch.console.activity;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.core.telemetry.DoorLines;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The doors' per-request log lines, as DoorLines writes them (and the SQS door wrote them before), read back. */
class RecordLogLinesTest {

    @Test
    void aStartedRecord_readsBackEveryField() {
        String line = "{\"level\":\"INFO\",\"message\":\"record dispatched\",\"messageId\":\"m-1\","
                + "\"outcome\":\"STARTED\",\"route\":\"order-placed\",\"operation\":\"order\","
                + "\"executionName\":\"order-A-1-0123abcd\",\"keyHash\":\"0123abcd\",\"tenant\":\"acme\","
                + "\"latencyMs\":12}";

        assertThat(RecordLogLines.parse(line))
                .as("a line of the SQS door before doors were named")
                .contains(new RecordOutcome(
                                "m-1",
                                Outcome.STARTED,
                                Optional.of("order-placed"),
                                Optional.of("order"),
                                Optional.of("order-A-1-0123abcd"),
                                Optional.of("0123abcd"),
                                Optional.empty(),
                                12,
                                Optional.empty(),
                                Optional.of("acme"))
                        .line());
    }

    @ParameterizedTest
    @EnumSource(Outcome.class)
    void everyOutcome_isARecord(Outcome outcome) {
        String line = "{\"level\":\"WARN\",\"message\":\"record dispatched\",\"messageId\":\"m-2\",\"outcome\":\""
                + outcome.name() + "\",\"route\":\"points-earned\",\"reason\":\"SOME_REASON\","
                + "\"existingStatus\":\"FAILED\",\"latencyMs\":0}";

        Dispatched parsed = RecordLogLines.parse(line).orElseThrow().dispatched();

        assertThat(parsed.outcome()).isEqualTo(outcome);
        assertThat(parsed.route()).contains("points-earned");
        assertThat(parsed.reason()).contains("SOME_REASON");
        assertThat(parsed.existingStatus()).contains("FAILED");
        assertThat(parsed.tenant()).isEmpty();
        assertThat(parsed.operation()).isEmpty();
    }

    @Test
    void anInvalidRecordWithoutRoute_keepsOnlyWhatItsLineHas() {
        String line = "{\"level\":\"INFO\",\"message\":\"record dispatched\",\"messageId\":\"m-3\","
                + "\"outcome\":\"INVALID\",\"reason\":\"NO_ROUTE\",\"latencyMs\":0}";

        DoorLine line3 = RecordLogLines.parse(line).orElseThrow();
        Dispatched parsed = line3.dispatched();

        assertThat(line3.requestId()).isEqualTo("m-3");
        assertThat(parsed.route()).isEmpty();
        assertThat(parsed.executionName()).isEmpty();
        assertThat(parsed.keyHash()).isEmpty();
        assertThat(parsed.latencyMillis()).isZero();
    }

    @Test
    void theLinesEveryDoorWrites_readBackWithTheirDoor_requestId_andDoorFields() {
        Dispatched accepted = new Dispatched(
                Outcome.ACCEPTED,
                Optional.of("order-requested"),
                Optional.of("order"),
                Optional.of("order-A-1-0123abcd"),
                Optional.of("0123abcd"),
                Optional.empty(),
                7,
                Optional.empty(),
                Optional.of("acme"));
        List<DoorLine> written = List.of(
                new DoorLine(Door.SQS, "m-1", Map.of(), accepted),
                new DoorLine(Door.HTTP, "JKJaXmPLvHcESHA=", Map.of("httpStatus", 202), accepted),
                new DoorLine(
                        Door.KINESIS,
                        "shardId-000000000000:4959",
                        Map.of("shard", "shardId-000000000000", "sequenceNumber", "4959", "disposition", "STARTED"),
                        accepted),
                new DoorLine(
                        Door.DYNAMODB,
                        "d-0001",
                        Map.of("shard", "s", "sequenceNumber", "111", "disposition", "STARTED"),
                        accepted));

        assertThat(written.stream().map(DoorLines::json).map(RecordLogLines::parse))
                .containsExactlyElementsOf(written.stream().map(Optional::of).toList());
    }

    @Test
    void aLineWithoutRequestId_isNamedByItsDoorsOwnIdField() {
        String line = "{\"message\":\"record dispatched\",\"door\":\"dynamodb\",\"eventId\":\"d-9\","
                + "\"outcome\":\"DUPLICATE\",\"latencyMs\":1}";

        DoorLine parsed = RecordLogLines.parse(line).orElseThrow();

        assertThat(parsed.door()).isEqualTo(Door.DYNAMODB);
        assertThat(parsed.requestId()).isEqualTo("d-9");
        assertThat(parsed.dispatched().outcome()).isEqualTo(Outcome.DUPLICATE);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                // an EMF metric document
                "{\"_aws\":{\"Timestamp\":1,\"CloudWatchMetrics\":[{\"Namespace\":\"DurableDispatch\","
                        + "\"Dimensions\":[[\"operation\",\"outcome\"]],\"Metrics\":[{\"Name\":\"Records\"}]}]},"
                        + "\"operation\":\"order\",\"outcome\":\"STARTED\",\"Records\":2}",
                // other log lines of the dispatcher, JSON or not
                "{\"level\":\"WARN\",\"message\":\"redelivery postponed\",\"messageId\":\"m-4\",\"outcome\":\"STARTED\"}",
                "route 'order-placed' targets a STANDARD state machine",
                "",
                // a record line without what makes it one
                "{\"message\":\"record dispatched\",\"outcome\":\"STARTED\"}",
                "{\"message\":\"record dispatched\",\"messageId\":\"m-5\"}",
                "{\"message\":\"record dispatched\",\"messageId\":\"m-6\",\"outcome\":\"EXPLODED\"}",
                "{\"message\":\"record dispatched\",\"messageId\":7,\"outcome\":\"STARTED\"}",
                "[\"record dispatched\"]",
                // a door the console does not know, a request without its id
                "{\"message\":\"record dispatched\",\"door\":\"ftp\",\"requestId\":\"r\",\"outcome\":\"STARTED\"}",
                "{\"message\":\"record dispatched\",\"door\":\"http\",\"outcome\":\"STARTED\"}",
                "{\"message\":\"record dispatched\",\"door\":7,\"messageId\":\"m\",\"outcome\":\"STARTED\"}",
                // malformed JSON
                "{\"message\":\"record dispatched\",\"messageId\":\"m-8\",\"outcome\":\"STAR",
                "{message: record dispatched}",
                "record dispatched"
            })
    void aLineThatIsNoRecordLine_isIgnored(String line) {
        assertThat(RecordLogLines.parse(line)).isEmpty();
    }
}
