package io.durabledispatch.it.httpapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.httpapi.DoorClient.Answer;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/**
 * Exactly once across requests and doors, on the contract suite's stack: a burst of identical requests, the same
 * business request through the SQS door, the HTTP door and the stream door (one route document: the queue's route,
 * the {@code POST /points} route and the stream's route share operation, tenant and key pointers), and a mixed
 * workload's ledger. Executions are counted with the engines' list APIs, as an operator counts them.
 */
@ExtendWith(SharedDoorStack.class)
class HttpDoorExactlyOnceIT {
    private static final int CONCURRENT = 100;
    private static final Duration SETTLES = Duration.ofSeconds(60);

    private static DoorStack stack;
    private static DoorClient door;

    @BeforeAll
    static void start(DoorStack shared) {
        stack = shared;
        door = new DoorClient(stack.api());
    }

    @Test
    void aHundredIdenticalRequestsAtOnce_startOneExecution_andAllAreAnsweredWithIt() {
        DoorLedger ledger = new DoorLedger("http-same", stack);
        List<CompletableFuture<Answer>> inFlight = new ArrayList<>();
        for (int i = 0; i < CONCURRENT; i++) inFlight.add(ledger.record(grant("same-1", "m-many", "70")));
        List<Answer> answers = inFlight.stream().map(CompletableFuture::join).toList();

        DoorLedger.Report report = ledger.settle(SETTLES).print();
        assertThat(report.byStatus().keySet()).as("answers by status").isSubsetOf(200, 202);
        assertThat(answers.stream().map(a -> a.text("executionName")).distinct())
                .singleElement()
                .satisfies(name -> assertThat(name).startsWith("points-same-1-"));
        assertThat(answers.stream().map(a -> a.header("Location")).distinct())
                .containsExactly(Optional.of("/executions/points/acme/same-1"));
        report.assertBalanced();
        assertThat(report.executions())
                .singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo("SUCCEEDED"));
        assertThat(report.collapsed()).isEqualTo(CONCURRENT - 1);
    }

    /** The stream leg needs kinesalite (Node.js): without it the test skips, as the Kinesis suites do. */
    @Test
    void aRecordThroughTheQueue_thenOverHttp_thenOnTheStream_isOneExecution_andNothingParks() {
        DoorStack.requireKinesalite();
        Instant since = Instant.now();
        String body = pointsBody("m-both", "visit-1");

        enqueue(body);
        ExecutionRecord started = Await.until(
                        "the queued record's execution", SETTLES, () -> stack.executionsSince(since), l -> !l.isEmpty())
                .get(0);
        Answer overHttp = door.post("/points", Map.of(), body);
        long acknowledged = stack.streamMapping().acknowledged();
        long givenUp = stack.streamMapping().discarded();
        putOnTheStream(body);
        Await.until(
                "the stream door to take the record",
                SETTLES,
                () -> stack.streamMapping().acknowledged() > acknowledged);

        assertThat(overHttp.status()).as(overHttp.response().body()).isIn(200, 202);
        assertThat(overHttp.text("executionName")).isEqualTo(started.name());
        assertThat(stack.streamMapping().discarded())
                .as("stream records given up (the door failed them)")
                .isEqualTo(givenUp);
        assertThat(depth(DoorStack.STREAM_PARKING))
                .as("stream records parked (a conflict would park)")
                .isZero();
        assertThat(stack.executionsSince(since))
                .extracting(ExecutionRecord::name)
                .containsExactly(started.name());
    }

    @Test
    void aRequestOverHttp_thenTheSameRecordThroughTheQueue_isOneExecution_andNothingParks() {
        Instant since = Instant.now();
        String body = pointsBody("m-both", "visit-2");
        long handled = stack.app().counters().recordsHandled();

        Answer overHttp = door.post("/points", Map.of(), body);
        assertThat(overHttp.status()).as(overHttp.response().body()).isIn(200, 202);
        enqueue(body);
        Await.until(
                "the dispatcher to take the record",
                SETTLES,
                () -> stack.app().counters().recordsHandled() > handled);

        assertThat(depth("door-parking"))
                .as("records parked (a conflict would park)")
                .isZero();
        assertThat(stack.executionsSince(since))
                .extracting(ExecutionRecord::name)
                .containsExactly(overHttp.text("executionName"));
    }

    @Test
    void aMixedWorkload_balances_oneExecutionPerKey_conflictsAndInvalidsStartNothing() {
        DoorLedger ledger = new DoorLedger("http-mixed", stack);
        List<CompletableFuture<Answer>> inFlight = new ArrayList<>();
        for (int copy = 0; copy < 3; copy++)
            for (int key = 0; key < 20; key++) inFlight.add(ledger.record(grant("mixed-" + key, "m-mixed", "10")));
        inFlight.forEach(CompletableFuture::join);
        for (int key = 0; key < 5; key++)
            ledger.record(grant("mixed-" + key, "m-mixed", "11")).join();
        for (int i = 0; i < 5; i++)
            ledger.record(door.postAsync("/tenants/acme/points", Map.of(), points("m-mixed", "order:no-key", "10")))
                    .join();

        DoorLedger.Report report = ledger.settle(SETTLES).print().assertBalanced();
        assertThat(report.executions()).hasSize(20);
        assertThat(report.accepted()).isEqualTo(60);
        assertThat(report.conflicts()).isEqualTo(5);
        assertThat(report.invalid()).isEqualTo(5);
    }

    /** A grant whose activity is named after its key, so that each key is its own business request. */
    private static CompletableFuture<Answer> grant(String key, String member, String points) {
        return door.postAsync(
                "/tenants/acme/points", Map.of("Idempotency-Key", key), points(member, "order:" + key, points));
    }

    private static String points(String member, String activity, String points) {
        return "{\"tenant_id\":\"acme\",\"member_id\":\"" + member + "\",\"activity_id\":\"" + activity
                + "\",\"points\":" + points + "}";
    }

    /** The business request both doors take: no event type (the HTTP route's path says what it is). */
    private static String pointsBody(String member, String activity) {
        return "{\"tenant_id\":\"acme\",\"member_id\":\"" + member + "\",\"activity_id\":\"" + activity
                + "\",\"points\":25}";
    }

    /** The same request as an event on the dispatch queue: the SQS route matches on its type. */
    private static void enqueue(String body) {
        String event = "{\"type\":\"points.earned\"," + body.substring(1);
        try (var sqs = stack.app().clients().sqs()) {
            sqs.sendMessage(
                    b -> b.queueUrl(stack.app().queueUrl("door-dispatch")).messageBody(event));
        }
    }

    /** The same request as a stream event: the Kinesis route matches on its own type. */
    private static void putOnTheStream(String body) {
        String event = "{\"type\":\"points.streamed\"," + body.substring(1);
        try (var kinesis = stack.kinesis()) {
            kinesis.putRecord(
                    r -> r.streamName(DoorStack.STREAM).partitionKey("m-both").data(SdkBytes.fromUtf8String(event)));
        }
    }

    private static int depth(String queue) {
        try (var sqs = stack.app().clients().sqs()) {
            return Integer.parseInt(
                    sqs.getQueueAttributes(b -> b.queueUrl(stack.app().queueUrl(queue))
                                    .attributeNames(QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES))
                            .attributesAsStrings()
                            .get(QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES.toString()));
        }
    }
}
