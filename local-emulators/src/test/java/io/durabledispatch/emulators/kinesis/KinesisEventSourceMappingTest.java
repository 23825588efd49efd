package io.durabledispatch.emulators.kinesis;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent.KinesisEventRecord;
import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.testing.QuietLog;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class KinesisEventSourceMappingTest {
    private static final String SHARD_0 = "shardId-000000000000";
    private static final String SHARD_1 = "shardId-000000000001";
    private static final StreamMappingSource SOURCE = new StreamMappingSource("eu-west-1", "door", 30_000);

    private final ManualClock clock = new ManualClock();
    private final InMemoryStream stream = new InMemoryStream(clock, SHARD_0, SHARD_1);
    private final InMemoryDestination destination = new InMemoryDestination();
    private KinesisEventSourceMapping mapping;

    @AfterEach
    void stop() {
        if (mapping != null) mapping.close();
    }

    @Test
    void eachShard_isDeliveredInOrder_inBatchesOfAtMostTheBatchSize() {
        List<String> first = IntStream.range(0, 7).mapToObj(i -> "a" + i).toList();
        List<String> second = IntStream.range(0, 5).mapToObj(i -> "b" + i).toList();
        first.forEach(data -> stream.put(SHARD_0, data));
        ScriptedStreamFunction function = ScriptedStreamFunction.succeeding();

        mapping = mapping(settings(3, false, -1, false), function).start();
        second.forEach(data -> stream.put(SHARD_1, data));

        Deadline.within(Duration.ofSeconds(30))
                .await("all records", () -> function.received().size() == 12);
        assertThat(function.received().stream().filter(d -> d.startsWith("a"))).containsExactlyElementsOf(first);
        assertThat(function.received().stream().filter(d -> d.startsWith("b"))).containsExactlyElementsOf(second);
        assertThat(function.deliveries()).allSatisfy(batch -> assertThat(batch).hasSizeBetween(1, 3));
        Deadline.within(Duration.ofSeconds(30))
                .await("checkpoints", () -> mapping.stats().acknowledged() == 12);
    }

    @Test
    void records_carryTheKinesisEventFields() {
        String sequence = stream.put(SHARD_0, "hello");
        ScriptedStreamFunction function = ScriptedStreamFunction.succeeding();
        ShardPoller poller = mapping(settings(10, false, -1, false), function).poller(SHARD_0);

        poller.step();

        KinesisEventRecord record = function.batches.get(0).get(0);
        assertThat(record.getEventSourceARN()).isEqualTo(InMemoryStream.ARN);
        assertThat(record.getEventSource()).isEqualTo("aws:kinesis");
        assertThat(record.getEventID()).isEqualTo(SHARD_0 + ":" + sequence);
        assertThat(record.getAwsRegion()).isEqualTo("eu-west-1");
        assertThat(record.getKinesis().getSequenceNumber()).isEqualTo(sequence);
        assertThat(record.getKinesis().getPartitionKey()).isEqualTo("key-hello");
        assertThat(record.getKinesis().getApproximateArrivalTimestamp().toInstant())
                .isEqualTo(clock.instant());
        assertThat(ScriptedStreamFunction.data(record)).isEqualTo("hello");
    }

    @Test
    void latest_skipsTheRecordsAlreadyInTheShard() {
        stream.put(SHARD_0, "old");
        ScriptedStreamFunction function = ScriptedStreamFunction.succeeding();
        var settings = new StreamMappingSettings(10, StartingPosition.LATEST, false, -1, Optional.empty(), false);
        ShardPoller poller = mapping(settings, function).poller(SHARD_0);
        stream.put(SHARD_0, "new");

        poller.step();

        assertThat(function.received()).containsExactly("new");
    }

    @Test
    void partialFailure_retriesFromTheLowestReportedSequenceNumber() {
        List.of("r0", "r1", "r2", "r3", "r4").forEach(data -> stream.put(SHARD_0, data));
        var failedOnce = new java.util.HashSet<String>();
        ScriptedStreamFunction function = ScriptedStreamFunction.reporting(
                data -> (data.equals("r3") || data.equals("r2")) && failedOnce.add(data));
        ShardPoller poller = mapping(settings(10, false, -1, true), function).poller(SHARD_0);

        poller.step();
        poller.step();

        assertThat(poller.step()).isEqualTo(ShardPoller.Round.IDLE);
        assertThat(function.deliveries())
                .containsExactly(List.of("r0", "r1", "r2", "r3", "r4"), List.of("r2", "r3", "r4"));
        assertThat(mapping.stats().acknowledged()).isEqualTo(5);
        assertThat(destination.received).isEmpty();
    }

    @Test
    void partialResponses_areIgnored_withoutReportBatchItemFailures() {
        List.of("r0", "r1").forEach(data -> stream.put(SHARD_0, data));
        ScriptedStreamFunction function = ScriptedStreamFunction.reporting(data -> data.equals("r1"));
        ShardPoller poller = mapping(settings(10, false, -1, false), function).poller(SHARD_0);

        poller.step();

        assertThat(poller.step()).isEqualTo(ShardPoller.Round.IDLE);
        assertThat(function.deliveries()).containsExactly(List.of("r0", "r1"));
    }

    @Test
    void anIdentifierNotInTheBatch_failsTheWholeBatch() {
        stream.put(SHARD_0, "r0");
        ScriptedStreamFunction function = ScriptedStreamFunction.reportingIdentifier("not-a-sequence-number");
        ShardPoller poller = mapping(settings(10, false, 0, true), function).poller(SHARD_0);

        poller.step();

        assertThat(destination.received).hasSize(1);
        assertThat(destination.received.get(0).at("/KinesisBatchInfo/batchSize").asInt())
                .isEqualTo(1);
    }

    @Test
    void functionError_bisectsTheBatch_untilThePoisonIsAlone_thenRetriesItToTheLimit() {
        List<String> sequences = List.of("a", "b", "poison", "c").stream()
                .map(data -> stream.put(SHARD_0, data))
                .toList();
        ScriptedStreamFunction function = ScriptedStreamFunction.throwingOn("poison"::equals);
        ShardPoller poller = mapping(settings(4, true, 1, false), function).poller(SHARD_0);

        IntStream.range(0, 6).forEach(i -> poller.step());

        assertThat(function.deliveries())
                .containsExactly(
                        List.of("a", "b", "poison", "c"),
                        List.of("a", "b"),
                        List.of("poison", "c"),
                        List.of("poison"),
                        List.of("poison"),
                        List.of("c"));
        assertThat(destination.received).hasSize(1);
        var failure = destination.received.get(0);
        assertThat(failure.at("/requestContext/condition").asText()).isEqualTo("RetryAttemptsExhausted");
        assertThat(failure.at("/requestContext/approximateInvokeCount").asInt()).isEqualTo(2);
        assertThat(failure.at("/responseContext/functionError").asText()).isEqualTo("Unhandled");
        assertThat(failure.at("/KinesisBatchInfo/startSequenceNumber").asText()).isEqualTo(sequences.get(2));
        assertThat(failure.at("/KinesisBatchInfo/endSequenceNumber").asText()).isEqualTo(sequences.get(2));
        assertThat(mapping.stats().checkpoints()).containsEntry(SHARD_0, sequences.get(3));
    }

    @Test
    void retryLimit_sendsTheWholeBatchToTheDestination_andMovesOn() {
        List<String> sequences = List.of("a", "poison").stream()
                .map(data -> stream.put(SHARD_0, data))
                .toList();
        ScriptedStreamFunction function = ScriptedStreamFunction.throwingOn("poison"::equals);
        ShardPoller poller = mapping(settings(2, false, 2, false), function).poller(SHARD_0);

        IntStream.range(0, 3).forEach(i -> poller.step());
        stream.put(SHARD_0, "after");
        poller.step();

        assertThat(function.deliveries())
                .containsExactly(
                        List.of("a", "poison"), List.of("a", "poison"), List.of("a", "poison"), List.of("after"));
        var failure = destination.received.get(0);
        assertThat(destination.received).hasSize(1);
        assertThat(failure.at("/requestContext/approximateInvokeCount").asInt()).isEqualTo(3);
        assertThat(failure.at("/requestContext/functionArn").asText())
                .isEqualTo("arn:aws:lambda:eu-west-1:000000000000:function:door");
        assertThat(failure.at("/KinesisBatchInfo/shardId").asText()).isEqualTo(SHARD_0);
        assertThat(failure.at("/KinesisBatchInfo/batchSize").asInt()).isEqualTo(2);
        assertThat(failure.at("/KinesisBatchInfo/startSequenceNumber").asText()).isEqualTo(sequences.get(0));
        assertThat(failure.at("/KinesisBatchInfo/endSequenceNumber").asText()).isEqualTo(sequences.get(1));
        assertThat(failure.at("/KinesisBatchInfo/streamArn").asText()).isEqualTo(InMemoryStream.ARN);
        assertThat(failure.has("KinesisBatchInfo")).isTrue();
    }

    @Test
    void recordsOlderThanTheMaximumAge_goToTheDestination_undelivered() {
        stream.put(SHARD_0, "stale-1");
        stream.put(SHARD_0, "stale-2");
        clock.advance(Duration.ofSeconds(61));
        stream.put(SHARD_0, "fresh");
        ScriptedStreamFunction function = ScriptedStreamFunction.succeeding();
        var settings = new StreamMappingSettings(
                10, StartingPosition.TRIM_HORIZON, false, -1, Optional.of(Duration.ofSeconds(60)), false);
        ShardPoller poller = mapping(settings, function).poller(SHARD_0);

        poller.step();

        assertThat(function.received()).containsExactly("fresh");
        assertThat(destination.received).hasSize(1);
        var failure = destination.received.get(0);
        assertThat(failure.at("/requestContext/condition").asText()).isEqualTo("RecordAgeExceeded");
        assertThat(failure.at("/requestContext/approximateInvokeCount").asInt()).isZero();
        assertThat(failure.at("/KinesisBatchInfo/batchSize").asInt()).isEqualTo(2);
        assertThat(mapping.stats().discarded()).isEqualTo(2);
    }

    @Test
    void aFailingBatch_expiresWhileRetried_withInfiniteRetries() {
        stream.put(SHARD_0, "poison");
        ScriptedStreamFunction function = ScriptedStreamFunction.throwingOn("poison"::equals);
        var settings = new StreamMappingSettings(
                10, StartingPosition.TRIM_HORIZON, false, -1, Optional.of(Duration.ofSeconds(60)), false);
        ShardPoller poller = mapping(settings, function).poller(SHARD_0);

        poller.step();
        poller.step();
        clock.advance(Duration.ofSeconds(61));

        assertThat(poller.step()).isEqualTo(ShardPoller.Round.IDLE);
        assertThat(function.deliveries()).hasSize(2);
        assertThat(destination
                        .received
                        .get(0)
                        .at("/requestContext/approximateInvokeCount")
                        .asInt())
                .isEqualTo(2);
    }

    private KinesisEventSourceMapping mapping(StreamMappingSettings settings, ScriptedStreamFunction function) {
        mapping =
                new KinesisEventSourceMapping(stream, SOURCE, settings, function, destination, QuietLog.LOGGER, clock);
        return mapping;
    }

    private static StreamMappingSettings settings(int batchSize, boolean bisect, int retries, boolean partial) {
        return new StreamMappingSettings(
                batchSize, StartingPosition.TRIM_HORIZON, bisect, retries, Optional.empty(), partial);
    }
}
