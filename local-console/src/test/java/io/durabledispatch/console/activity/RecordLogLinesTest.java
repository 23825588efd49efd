package io.durabledispatch.console.activity;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The dispatcher's per-record log lines, as DispatchTelemetry writes them, read back; everything else ignored. */
class RecordLogLinesTest {

    @Test
    void aStartedRecord_readsBackEveryField() {
        String line = "{\"level\":\"INFO\",\"message\":\"record dispatched\",\"messageId\":\"m-1\","
                + "\"outcome\":\"STARTED\",\"route\":\"order-placed\",\"operation\":\"order\","
                + "\"executionName\":\"order-A-1-0123abcd\",\"keyHash\":\"0123abcd\",\"tenant\":\"acme\","
                + "\"latencyMs\":12}";

        assertThat(RecordLogLines.parse(line))
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
                        Optional.of("acme")));
    }

    @ParameterizedTest
    @EnumSource(Outcome.class)
    void everyOutcome_isARecord(Outcome outcome) {
        String line = "{\"level\":\"WARN\",\"message\":\"record dispatched\",\"messageId\":\"m-2\",\"outcome\":\""
                + outcome.name() + "\",\"route\":\"points-earned\",\"reason\":\"SOME_REASON\","
                + "\"existingStatus\":\"FAILED\",\"latencyMs\":0}";

        RecordOutcome parsed = RecordLogLines.parse(line).orElseThrow();

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

        RecordOutcome parsed = RecordLogLines.parse(line).orElseThrow();

        assertThat(parsed.messageId()).isEqualTo("m-3");
        assertThat(parsed.route()).isEmpty();
        assertThat(parsed.executionName()).isEmpty();
        assertThat(parsed.keyHash()).isEmpty();
        assertThat(parsed.latencyMillis()).isZero();
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
                // malformed JSON
                "{\"message\":\"record dispatched\",\"messageId\":\"m-8\",\"outcome\":\"STAR",
                "{message: record dispatched}",
                "record dispatched"
            })
    void aLineThatIsNoRecordLine_isIgnored(String line) {
        assertThat(RecordLogLines.parse(line)).isEmpty();
    }
}
