package io.durabledispatch.it.httpapi;

import static io.durabledispatch.it.httpapi.StreamLedger.FIRST_SHARD;
import static io.durabledispatch.it.httpapi.StreamLedger.SECOND_SHARD;
import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.it.httpapi.StreamLedger.ParkedRecord;
import io.durabledispatch.it.httpapi.StreamLedger.Put;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.kinesis.KinesisClient;

/**
 * The stream door on the door suites' stack: records put with the SDK on the two-shard stream, read by the stack's
 * event source mapping (the construct's settings: partial batch answers, bisect, bounded retries, record age, an
 * on-failure queue), planned on the route document the SQS and HTTP doors read. Duplicates collapse across shards
 * and partition keys, a conflict and poison records are parked without holding their shard, and one key's
 * records on one shard start in shard order. Executions are counted with the engines' list APIs.
 */
@ExtendWith(SharedDoorStack.class)
class KinesisDoorExactlyOnceIT {
    private static final Duration SETTLES = Duration.ofSeconds(90);
    private static final int KEYS = 20;
    private static final int CONFLICTS = 5;

    private static DoorStack stack;
    private static KinesisClient kinesis;

    @BeforeAll
    static void start(DoorStack shared) {
        DoorStack.requireKinesalite();
        stack = shared;
        kinesis = stack.kinesis();
    }

    @AfterAll
    static void stop() {
        if (kinesis != null) kinesis.close();
    }

    @Test
    void duplicatesAcrossShardsAndPartitionKeys_collapse_conflictsAndPoisonPark_andHoldNothing() {
        StreamLedger ledger = new StreamLedger("mixed", stack);
        // The poison goes first on the first shard: every record behind it there must still start.
        Put notJson = ledger.put(kinesis, "poison-1", FIRST_SHARD, "{\"type\":\"points.streamed\",");
        Put noKey = ledger.put(
                kinesis,
                "poison-2",
                FIRST_SHARD,
                "{\"type\":\"points.streamed\",\"tenant_id\":\"acme\",\"points\":10}");
        for (int key = 0; key < KEYS; key++) {
            String body = streamed("k-mixed", "order:" + key, "10");
            ledger.put(kinesis, "copy-a-" + key, FIRST_SHARD, body);
            ledger.put(kinesis, "copy-b-" + key, SECOND_SHARD, body);
            ledger.put(kinesis, "copy-c-" + key, null, body);
        }
        List<Put> conflicts = new ArrayList<>();
        for (int key = 0; key < CONFLICTS; key++)
            conflicts.add(ledger.put(kinesis, "copy-a-" + key, FIRST_SHARD, streamed("k-mixed", "order:" + key, "11")));

        StreamLedger.Report report = ledger.settle(SETTLES).print().assertBalanced();

        assertThat(report.byShard()).as("records per shard").hasSize(2);
        assertThat(report.executions())
                .hasSize(KEYS)
                .allSatisfy(e -> assertThat(e.status()).isEqualTo("SUCCEEDED"));
        assertThat(report.accepted()).isEqualTo(3L * KEYS);
        assertThat(report.collapsed()).isEqualTo(2L * KEYS);
        assertThat(report.parkedByReason())
                .containsEntry("INPUT_CONFLICT", (long) CONFLICTS)
                .containsEntry("MALFORMED_JSON", 1L)
                .containsEntry("MISSING_KEY", 1L)
                .hasSize(3);
        assertThat(parkedSequences(report, "INPUT_CONFLICT"))
                .containsExactlyInAnyOrderElementsOf(
                        conflicts.stream().map(Put::sequenceNumber).toList());
        assertThat(parkedSequences(report, "MALFORMED_JSON")).containsExactly(notJson.sequenceNumber());
        assertThat(parkedSequences(report, "MISSING_KEY")).containsExactly(noKey.sequenceNumber());
        assertThat(report.parked())
                .filteredOn(p -> p.reason().equals("INPUT_CONFLICT"))
                .allSatisfy(p -> {
                    assertThat(p.attribute(ParkingAttributes.ROUTE)).isEqualTo("points-streamed");
                    assertThat(p.attribute(ParkingAttributes.EXECUTION_NAME))
                            .isIn(report.executions().stream()
                                    .map(ExecutionRecord::name)
                                    .toList());
                });
        assertThat(depth(DoorStack.STREAM_FAILED_BATCHES))
                .as("batches given up")
                .isZero();
    }

    /**
     * One key's records on one partition key: the first content, another content, the first again. In shard order
     * the first starts, the second is a conflict, the third a duplicate; out of order the second would start.
     */
    @Test
    void oneKeysRecordsOnOneShard_startInShardOrder() {
        StreamLedger ledger = new StreamLedger("order", stack);
        List<Put> seconds = new ArrayList<>();
        for (int key = 0; key < CONFLICTS; key++) {
            String partition = "ordered-" + key;
            ledger.put(kinesis, partition, null, streamed("k-order", "visit:" + key, "30"));
            seconds.add(ledger.put(kinesis, partition, null, streamed("k-order", "visit:" + key, "31")));
            ledger.put(kinesis, partition, null, streamed("k-order", "visit:" + key, "30"));
        }

        StreamLedger.Report report = ledger.settle(SETTLES).print().assertBalanced();

        assertThat(report.executions()).hasSize(CONFLICTS);
        assertThat(report.parked())
                .extracting(ParkedRecord::reason)
                .containsOnly("INPUT_CONFLICT")
                .hasSize(CONFLICTS);
        assertThat(report.parked())
                .extracting(p -> p.attribute(ParkingAttributes.SOURCE_SEQUENCE_NUMBER))
                .containsExactlyInAnyOrderElementsOf(
                        seconds.stream().map(Put::sequenceNumber).toList());
        assertThat(report.parked()).allSatisfy(p -> assertThat(p.body()).contains("\"points\":31"));
    }

    private static List<String> parkedSequences(StreamLedger.Report report, String reason) {
        return report.parked().stream()
                .filter(p -> p.reason().equals(reason))
                .map(p -> p.attribute(ParkingAttributes.SOURCE_SEQUENCE_NUMBER))
                .toList();
    }

    /** The business request as a stream event: the Kinesis route matches on its type. */
    private static String streamed(String member, String activity, String points) {
        return "{\"type\":\"points.streamed\",\"tenant_id\":\"acme\",\"member_id\":\"" + member
                + "\",\"activity_id\":\"" + activity + "\",\"points\":" + points + "}";
    }

    private static int depth(String queue) {
        try (var sqs = stack.app().clients().sqs()) {
            return sqs.receiveMessage(
                            b -> b.queueUrl(stack.app().queueUrl(queue)).maxNumberOfMessages(10))
                    .messages()
                    .size();
        }
    }
}
