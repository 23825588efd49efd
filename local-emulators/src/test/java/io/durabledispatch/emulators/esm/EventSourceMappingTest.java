package io.durabledispatch.emulators.esm;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.emulators.testing.QuietLog;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.SqsClient;

class EventSourceMappingTest {
    private static final String REGION = "eu-west-1";
    private static final Duration WAIT = Duration.ofMinutes(2);
    /**
     * Short, so that the redeliveries these tests are about come soon, yet long enough that even a loaded machine
     * receives, hands over and deletes a batch within it: a record that succeeded is not delivered a second time
     * (with 1 s, a slow gathering or deletion brought it back and counted it twice).
     */
    private static final Duration VISIBILITY = Duration.ofSeconds(5);

    private static final MappingSettings SETTINGS = new MappingSettings(10, Duration.ofMillis(200), 2);

    private EmbeddedSqs server;
    private SqsClient sqs;
    private EventSourceMapping mapping;

    @BeforeEach
    void startSqs() {
        QueueSettings settings = QueueSettings.defaults()
                .withVisibilityTimeout(VISIBILITY)
                .withMaxReceiveCount(QueueSettings.MIN_RECEIVE_COUNT);
        server = EmbeddedSqs.start(settings, REGION, 0, Optional.empty());
        sqs = AwsClients.local(server.endpoint(), REGION).sqs();
    }

    @AfterEach
    void stop() {
        if (mapping != null) mapping.close();
        sqs.close();
        server.close();
    }

    @Test
    void partialBatchFailure_redeliversOnlyTheReportedRecords() {
        ScriptedFunction function = ScriptedFunction.failing(r -> r.getBody().startsWith("fail")
                && r.getAttributes().get("ApproximateReceiveCount").equals("1"));
        send(server.queues().main(), "ok-1", "fail-2", "ok-3", "fail-4");

        mapping = map(server.queues().main(), function);

        Deadline.within(WAIT).await("second deliveries", () -> function.received.size() >= 6);
        assertThat(function.deliveriesOf("fail-2")).isEqualTo(2);
        assertThat(function.deliveriesOf("fail-4")).isEqualTo(2);
        assertThat(function.deliveriesOf("ok-1")).isEqualTo(1);
        assertThat(function.deliveriesOf("ok-3")).isEqualTo(1);
        Deadline.within(WAIT)
                .await("an empty queue", () -> messagesLeft(server.queues().main()) == 0);
    }

    @Test
    void functionException_returnsTheWholeBatchToTheQueue() {
        ScriptedFunction function = ScriptedFunction.throwingOn(r -> r.getBody().equals("poison")
                && r.getAttributes().get("ApproximateReceiveCount").equals("1"));
        send(server.queues().main(), "a", "b", "poison");

        mapping = map(server.queues().main(), function);

        Deadline.within(WAIT).await("redeliveries", () -> function.deliveriesOf("poison") == 2);
        Deadline.within(WAIT)
                .await("an empty queue", () -> messagesLeft(server.queues().main()) == 0);
        assertThat(function.deliveriesOf("a")).isEqualTo(2);
        assertThat(function.deliveriesOf("b")).isEqualTo(2);
        assertThat(mapping.stats().functionErrors()).isPositive();
    }

    @Test
    void recordFailingEveryTime_movesToTheDeadLetterQueueAfterMaxReceiveCount() {
        ScriptedFunction function = ScriptedFunction.failing(r -> r.getBody().equals("never"));
        send(server.queues().main(), "never", "fine");

        mapping = map(server.queues().main(), function);

        Deadline.within(WAIT)
                .await("the DLQ", () -> messagesLeft(server.queues().mainDeadLetter()) == 1);
        assertThat(function.deliveriesOf("never")).isEqualTo(QueueSettings.MIN_RECEIVE_COUNT);
        assertThat(function.deliveriesOf("fine")).isEqualTo(1);
        String moved = sqs.receiveMessage(b -> b.queueUrl(server.queues().mainDeadLetter()))
                .messages()
                .get(0)
                .body();
        assertThat(moved).isEqualTo("never");
    }

    @Test
    void fifoRecords_carryTheAttributesOfTheRealEvent() {
        ScriptedFunction function = ScriptedFunction.failing(r -> false);
        String fifo = server.queues().fifo();
        IntStream.range(0, 3)
                .forEach(i -> sqs.sendMessage(
                        b -> b.queueUrl(fifo).messageBody("m" + i).messageGroupId("g1")));

        mapping = new EventSourceMapping(source(fifo), SETTINGS.forFifo(), function, QuietLog.LOGGER).start();

        Deadline.within(WAIT).await("three records", () -> function.received.size() == 3);
        assertThat(function.bodies()).containsExactly("m0", "m1", "m2");
        var record = function.received.get(0);
        assertThat(record.getAttributes())
                .containsEntry("MessageGroupId", "g1")
                .containsEntry("ApproximateReceiveCount", "1")
                .containsKey("SentTimestamp");
        assertThat(record.getEventSourceArn()).isEqualTo("arn:aws:sqs:eu-west-1:000000000000:dispatch-events.fifo");
        assertThat(record.getAwsRegion()).isEqualTo(REGION);
        assertThat(record.getEventSource()).isEqualTo("aws:sqs");
        assertThat(record.getReceiptHandle()).isNotBlank();
    }

    private EventSourceMapping map(String queueUrl, ScriptedFunction function) {
        return new EventSourceMapping(source(queueUrl), SETTINGS, function, QuietLog.LOGGER).start();
    }

    private MappingSource source(String queueUrl) {
        return new MappingSource(sqs, queueUrl, QueueUrls.arnOf(queueUrl, REGION), REGION, "dispatcher", 1_000);
    }

    private void send(String queueUrl, String... bodies) {
        for (String body : bodies) sqs.sendMessage(b -> b.queueUrl(queueUrl).messageBody(body));
    }

    private int messagesLeft(String queueUrl) {
        var attributes = sqs.getQueueAttributes(b -> b.queueUrl(queueUrl).attributeNamesWithStrings("All"))
                .attributesAsStrings();
        return Integer.parseInt(attributes.get("ApproximateNumberOfMessages"))
                + Integer.parseInt(attributes.get("ApproximateNumberOfMessagesNotVisible"));
    }
}
