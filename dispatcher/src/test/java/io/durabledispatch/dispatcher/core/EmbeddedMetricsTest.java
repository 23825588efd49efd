package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.core.start.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/** Every record's start latency reaches CloudWatch, in documents EMF accepts. */
class EmbeddedMetricsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void lines_keepEveryLatency_inDocumentsOfAtMost100Values_whenABatchHas250Records() {
        List<RecordOutcome> outcomes = new ArrayList<>();
        LongStream.rangeClosed(1, 250).forEach(ms -> outcomes.add(outcome("order", Outcome.STARTED, ms)));

        List<JsonNode> documents = parse(EmbeddedMetrics.lines(new BatchReport(outcomes), 1_700_000_000_000L));

        assertThat(documents).hasSize(3);
        assertThat(documents).allSatisfy(document -> {
            assertThat(document.get("StartLatency").size()).isLessThanOrEqualTo(EmbeddedMetrics.MAX_VALUES);
            assertThat(document.get("Records").asInt())
                    .isEqualTo(document.get("StartLatency").size());
            assertThat(document.get("operation").asText()).isEqualTo("order");
            assertThat(document.get("outcome").asText()).isEqualTo("STARTED");
        });
        assertThat(latencies(documents))
                .containsExactlyElementsOf(
                        LongStream.rangeClosed(1, 250).boxed().toList());
        assertThat(documents.stream().mapToInt(d -> d.get("Records").asInt()).sum())
                .isEqualTo(250);
    }

    @Test
    void lines_sliceEachDimensionGroupOnItsOwn() {
        List<RecordOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < 120; i++) outcomes.add(outcome("order", Outcome.STARTED, 5));
        for (int i = 0; i < 30; i++) outcomes.add(outcome("points", Outcome.DUPLICATE, 7));

        List<JsonNode> documents = parse(EmbeddedMetrics.lines(new BatchReport(outcomes), 0L));

        assertThat(documents)
                .extracting(d -> d.get("operation").asText() + "/"
                        + d.get("outcome").asText() + ":" + d.get("Records").asInt())
                .containsExactly("order/STARTED:100", "order/STARTED:20", "points/DUPLICATE:30");
    }

    @Test
    void lines_addTheTenantDimension_onlyWhenAskedTo() {
        List<RecordOutcome> outcomes = List.of(
                tenant(outcome("order", Outcome.ACCEPTED, 1), "acme"),
                tenant(outcome("order", Outcome.ACCEPTED, 2), "acme"),
                tenant(outcome("order", Outcome.ACCEPTED, 3), "globex"));

        List<JsonNode> plain = parse(EmbeddedMetrics.lines(new BatchReport(outcomes), 0L));
        List<JsonNode> perTenant = parse(EmbeddedMetrics.lines(new BatchReport(outcomes), 0L, true));

        assertThat(plain).singleElement().satisfies(d -> {
            assertThat(d.has("tenant")).isFalse();
            assertThat(d.at("/_aws/CloudWatchMetrics/0/Dimensions/0").toString())
                    .isEqualTo("[\"operation\",\"outcome\"]");
        });
        assertThat(perTenant)
                .extracting(
                        d -> d.get("tenant").asText() + ":" + d.get("Records").asInt())
                .containsExactly("acme:2", "globex:1");
        assertThat(perTenant)
                .allSatisfy(d -> assertThat(
                                d.at("/_aws/CloudWatchMetrics/0/Dimensions/0").toString())
                        .isEqualTo("[\"operation\",\"outcome\",\"tenant\"]"));
    }

    private static RecordOutcome tenant(RecordOutcome o, String tenant) {
        return new RecordOutcome(
                o.messageId(),
                o.outcome(),
                o.route(),
                o.operation(),
                o.executionName(),
                o.keyHash(),
                o.reason(),
                o.latencyMillis(),
                Optional.empty(),
                Optional.of(tenant));
    }

    private static RecordOutcome outcome(String operation, Outcome outcome, long latencyMillis) {
        return new RecordOutcome(
                "m-" + latencyMillis,
                outcome,
                Optional.of(operation + "-route"),
                Optional.of(operation),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                latencyMillis);
    }

    private static List<Long> latencies(List<JsonNode> documents) {
        return documents.stream()
                .flatMap(d -> StreamSupport.stream(d.get("StartLatency").spliterator(), false))
                .map(JsonNode::asLong)
                .toList();
    }

    private static List<JsonNode> parse(List<String> lines) {
        return lines.stream()
                .map(line -> {
                    try {
                        return JSON.readTree(line);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .toList();
    }
}
