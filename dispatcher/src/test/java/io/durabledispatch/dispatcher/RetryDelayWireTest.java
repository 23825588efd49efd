package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageSystemAttributeName;

/**
 * The handler from its environment, with the real SDK: a throttled record's visibility on a real ElasticMQ
 * queue follows the backoff schedule. The source queue's own visibility timeout is 0, so without the
 * dispatcher's ChangeMessageVisibility a failed record would be visible again at once.
 */
class RetryDelayWireTest {
    private static final RetrySchedule SCHEDULE = new RetrySchedule(Duration.ofSeconds(1), Duration.ofSeconds(4));
    /** What a loaded machine may take from the message becoming visible to the long poll answering. */
    private static final Duration ANSWER_SLACK = Duration.ofSeconds(5);

    private static ElasticMqParking elasticMq;
    private final FakeAwsServer aws = new FakeAwsServer();
    private String sourceUrl;
    private String sourceArn;

    @BeforeAll
    static void startSqs() {
        elasticMq = new ElasticMqParking();
    }

    @AfterAll
    static void stopSqs() {
        elasticMq.close();
    }

    @BeforeEach
    void createQueues() {
        String name = "source-" + UUID.randomUUID();
        sourceUrl = elasticMq.createSourceQueue(name);
        sourceArn = "arn:aws:sqs:us-east-1:000000000000:" + name;
    }

    @AfterEach
    void stopAws() {
        aws.close();
    }

    private DispatchHandler handler(String routes) {
        Map<String, String> env = new HashMap<>();
        env.put("ROUTES", routes);
        env.put("PARKING_QUEUE_URL", elasticMq.createQueue("parking-" + UUID.randomUUID()));
        env.put("AWS_REGION", "us-east-1");
        env.put("AWS_ENDPOINT_URL", aws.endpoint().toString());
        env.put("AWS_ENDPOINT_URL_SQS", elasticMq.endpoint.toString());
        env.put("AWS_ACCESS_KEY_ID", "test");
        env.put("AWS_SECRET_ACCESS_KEY", "test");
        env.put("AWS_MAX_ATTEMPTS", "1");
        env.put("RETRY_BASE_DELAY_SECONDS", Long.toString(SCHEDULE.base().toSeconds()));
        env.put("RETRY_MAX_DELAY_SECONDS", Long.toString(SCHEDULE.max().toSeconds()));
        return DispatchHandler.fromEnvironment(env);
    }

    /** The message as the event source mapping hands it over. */
    private SQSEvent event(Message message) {
        SQSEvent.SQSMessage record = new SQSEvent.SQSMessage();
        record.setMessageId(message.messageId());
        record.setReceiptHandle(message.receiptHandle());
        record.setBody(message.body());
        record.setAttributes(new HashMap<>(message.attributesAsStrings()));
        record.setEventSourceArn(sourceArn);
        SQSEvent event = new SQSEvent();
        event.setRecords(List.of(record));
        return event;
    }

    private static int receiveCount(Message message) {
        return Integer.parseInt(message.attributes().get(MessageSystemAttributeName.APPROXIMATE_RECEIVE_COUNT));
    }

    /**
     * Long-polls until the message is visible again, or until {@code deadlineNanos}. A long poll returns as soon as
     * the message is visible, so the time it returns is an upper bound of when that happened.
     */
    private Optional<Message> awaitVisible(long deadlineNanos) {
        while (System.nanoTime() - deadlineNanos < 0) {
            long leftSeconds = TimeUnit.NANOSECONDS.toSeconds(deadlineNanos - System.nanoTime());
            List<Message> received = elasticMq.receiveOne(sourceUrl, (int) Math.max(1, Math.min(20, leftSeconds)));
            if (!received.isEmpty()) return Optional.of(received.get(0));
        }
        return Optional.empty();
    }

    /**
     * The delay starts when the handler calls ChangeMessageVisibility: after {@code before}, before {@code after}.
     * So the message may not reappear earlier than the shortest delay after {@code before} (with no postponement it
     * would be visible as soon as the handler returned), and must reappear within the longest delay after {@code
     * after}, plus what a loaded machine takes to answer the long poll. Both bounds hold however long the handler
     * itself took.
     */
    @Test
    void throttledRecord_staysInvisibleForTheScheduledDelay_growingWithItsReceiveCount() {
        DispatchHandler handler = handler("classpath:routes/default-routes.json");
        elasticMq.sqs.sendMessage(b -> b.queueUrl(sourceUrl)
                .messageBody("{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"THROTTLE-1\"}"));
        Message message = elasticMq.receiveOne(sourceUrl, 5).get(0);

        for (int receive = 1; receive <= 3; receive++) {
            assertThat(receiveCount(message)).isEqualTo(receive);
            long before = System.nanoTime();

            SQSBatchResponse response = handler.handleRequest(event(message), null);

            long after = System.nanoTime();
            assertThat(response.getBatchItemFailures()).hasSize(1);
            Duration longest = SCHEDULE.ceiling(receive).plus(ANSWER_SLACK);
            Optional<Message> again = awaitVisible(after + longest.toNanos());
            long back = System.nanoTime();
            assertThat(again).as("visible again after receive %d", receive).isPresent();
            assertThat(Duration.ofNanos(back - before))
                    .as("postponed after receive %d: invisible for at least the shortest delay", receive)
                    .isGreaterThanOrEqualTo(SCHEDULE.shortest(receive));
            assertThat(Duration.ofNanos(back - after))
                    .as("back after receive %d within the longest delay", receive)
                    .isLessThanOrEqualTo(longest);
            message = again.get();
        }
        assertThat(aws.lambda.invocations).hasSize(3);
    }

    @Test
    void deploymentFault_keepsTheQueuesVisibilityTimeout() {
        DispatchHandler handler = handler("{\"routes\":[{\"name\":\"missing\",\"operation\":\"missing\","
                + "\"match\":{\"/type\":\"missing\"},\"tenant\":\"/tenant_id\",\"key\":[\"/order_no\"],"
                + "\"input\":[\"/order_no\"],\"target\":{\"type\":\"lambda\",\"function\":\"missing-workflow\","
                + "\"qualifier\":\"live\"}}]}");
        elasticMq.sqs.sendMessage(b -> b.queueUrl(sourceUrl)
                .messageBody("{\"type\":\"missing\",\"tenant_id\":\"acme\",\"order_no\":\"X-1\"}"));
        Message message = elasticMq.receiveOne(sourceUrl, 5).get(0);

        SQSBatchResponse response = handler.handleRequest(event(message), null);

        assertThat(response.getBatchItemFailures()).hasSize(1);
        List<Message> again = elasticMq.receiveOne(sourceUrl, 0);
        assertThat(again)
                .as("not postponed: the queue's visibility timeout of 0 applies")
                .hasSize(1);
        assertThat(receiveCount(again.get(0))).isEqualTo(2);
    }
}
