package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
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

            assertThat(response.getBatchItemFailures()).hasSize(1);
            assertThat(elasticMq.receiveOne(sourceUrl, 0))
                    .as("postponed, so not visible at once")
                    .isEmpty();
            List<Message> again = elasticMq.receiveOne(sourceUrl, 10);
            Duration waited = Duration.ofNanos(System.nanoTime() - before);
            assertThat(again).as("visible again after receive %d", receive).hasSize(1);
            assertThat(waited)
                    .isGreaterThanOrEqualTo(SCHEDULE.shortest(receive))
                    .isLessThan(SCHEDULE.ceiling(receive).plusSeconds(5));
            message = again.get(0);
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
