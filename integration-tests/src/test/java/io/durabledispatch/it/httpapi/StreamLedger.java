package io.durabledispatch.it.httpapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.PutRecordRequest;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/**
 * The stream door's ledger, as the HTTP and SQS scenarios keep theirs: every record a scenario put (with the shard
 * Kinesis gave it), what the door parked, and the executions the engines list since the scenario began. The stream
 * door answers nobody per record, so a record counts as accepted unless it was parked; {@link Report#assertBalanced}
 * checks that every record is behind the mapping's checkpoint, none was given up, and the executions are one per
 * accepted name.
 */
final class StreamLedger {
    /** Explicit hash keys that place a record on the first or the second of the stream's two shards. */
    static final String FIRST_SHARD = "0";

    static final String SECOND_SHARD = "340282366920938463463374607431768211455";

    private final String scenario;
    private final DoorStack stack;
    private final Instant since = Instant.now();
    private final long acknowledgedBefore;
    private final long discardedBefore;
    private final List<Put> puts = new ArrayList<>();

    /** One record put: its partition key, the shard and sequence number Kinesis gave it, its data. */
    record Put(String partitionKey, String shard, String sequenceNumber, String data) {}

    /** One parked message: its reason and the attributes every door parks with. */
    record ParkedRecord(String reason, Map<String, String> attributes, String body) {
        String attribute(String name) {
            return attributes.getOrDefault(name, "");
        }
    }

    StreamLedger(String scenario, DoorStack stack) {
        this.scenario = scenario;
        this.stack = stack;
        this.acknowledgedBefore = stack.streamMapping().acknowledged();
        this.discardedBefore = stack.streamMapping().discarded();
    }

    /** Puts {@code data} under {@code partitionKey}; {@code explicitHash} (or null) overrides where it lands. */
    Put put(KinesisClient kinesis, String partitionKey, String explicitHash, String data) {
        PutRecordRequest.Builder request = PutRecordRequest.builder()
                .streamName(DoorStack.STREAM)
                .partitionKey(partitionKey)
                .data(SdkBytes.fromUtf8String(data));
        if (explicitHash != null) request.explicitHashKey(explicitHash);
        var answer = kinesis.putRecord(request.build());
        Put put = new Put(partitionKey, answer.shardId(), answer.sequenceNumber(), data);
        puts.add(put);
        return put;
    }

    /**
     * Waits until the mapping has every record behind its checkpoint and every execution has ended, then takes
     * this scenario's parked messages off the door's parking queue.
     */
    Report settle(Duration timeout) {
        Await.until(
                scenario + ": every record behind the mapping's checkpoint",
                timeout,
                () -> stack.streamMapping().acknowledged() - acknowledgedBefore >= puts.size());
        List<ExecutionRecord> ended = Await.until(
                scenario + ": every execution ended",
                timeout,
                () -> stack.executionsSince(since),
                executions -> executions.stream().noneMatch(ExecutionRecord::running));
        return new Report(
                scenario,
                List.copyOf(puts),
                parked(timeout),
                ended,
                stack.streamMapping().discarded() - discardedBefore);
    }

    /** Parking comes before the checkpoint moves, so the messages are there; drains until none is left. */
    private List<ParkedRecord> parked(Duration timeout) {
        Set<String> mine = puts.stream().map(Put::sequenceNumber).collect(Collectors.toSet());
        List<ParkedRecord> parked = new ArrayList<>();
        try (SqsClient sqs = stack.app().clients().sqs()) {
            String queue = stack.app().queueUrl(DoorStack.STREAM_PARKING);
            Await.until(scenario + ": the parking queue drained", timeout, () -> {
                List<Message> messages = sqs.receiveMessage(
                                b -> b.queueUrl(queue).maxNumberOfMessages(10).messageAttributeNames("All"))
                        .messages();
                for (Message message : messages) {
                    ParkedRecord record = parkedRecord(message);
                    if (mine.contains(record.attribute(ParkingAttributes.SOURCE_SEQUENCE_NUMBER))) parked.add(record);
                    sqs.deleteMessage(b -> b.queueUrl(queue).receiptHandle(message.receiptHandle()));
                }
                return messages.isEmpty();
            });
        }
        return parked;
    }

    private static ParkedRecord parkedRecord(Message message) {
        Map<String, String> attributes = message.messageAttributes().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> stringValue(e.getValue())));
        return new ParkedRecord(attributes.getOrDefault(ParkingAttributes.REASON, ""), attributes, message.body());
    }

    private static String stringValue(MessageAttributeValue value) {
        return value.stringValue() == null ? "" : value.stringValue();
    }

    record Report(
            String scenario,
            List<Put> puts,
            List<ParkedRecord> parked,
            List<ExecutionRecord> executions,
            long givenUp) {
        long accepted() {
            return puts.size() - parked.size();
        }

        long conflicts() {
            return count("INPUT_CONFLICT");
        }

        long invalid() {
            return parked.size() - conflicts();
        }

        /** Accepted records that another record's execution took: the duplicates the door collapsed. */
        long collapsed() {
            return accepted() - executions.size();
        }

        Map<String, Long> byShard() {
            return puts.stream().collect(Collectors.groupingBy(Put::shard, TreeMap::new, Collectors.counting()));
        }

        Map<String, Long> parkedByReason() {
            return parked.stream()
                    .collect(Collectors.groupingBy(ParkedRecord::reason, TreeMap::new, Collectors.counting()));
        }

        long count(String reason) {
            return parked.stream().filter(p -> p.reason().equals(reason)).count();
        }

        /** Nothing given up, each record parked at most once, no execution twice, none without an accepted record. */
        Report assertBalanced() {
            assertThat(givenUp).as("%s: records the mapping gave up", scenario).isZero();
            assertThat(parked.stream()
                            .map(p -> p.attribute(ParkingAttributes.SOURCE_SEQUENCE_NUMBER))
                            .distinct())
                    .as("%s: records parked twice", scenario)
                    .hasSize(parked.size());
            Set<String> names = executions.stream().map(ExecutionRecord::name).collect(Collectors.toSet());
            assertThat(executions)
                    .as("%s: executions (no name twice)", scenario)
                    .hasSize(names.size());
            assertThat(executions.size())
                    .as("%s: executions never outnumber the accepted records", scenario)
                    .isLessThanOrEqualTo((int) accepted());
            return this;
        }

        /** One line per scenario in the build log, next to the SQS and HTTP scenarios' lines. */
        Report print() {
            System.out.printf(
                    "LEDGER kinesis %-14s sent=%d shards=%s executions=%d %s accepted=%d collapsed=%d conflicts=%d"
                            + " invalid=%d parked=%s givenUp=%d%n",
                    scenario,
                    puts.size(),
                    byShard(),
                    executions.size(),
                    executions.stream()
                            .collect(Collectors.groupingBy(
                                    ExecutionRecord::status, TreeMap::new, Collectors.counting())),
                    accepted(),
                    collapsed(),
                    conflicts(),
                    invalid(),
                    parkedByReason(),
                    givenUp);
            return this;
        }
    }
}
