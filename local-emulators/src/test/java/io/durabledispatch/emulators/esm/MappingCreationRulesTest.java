package io.durabledispatch.emulators.esm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.emulators.testing.QuietLog;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * What Lambda checks when an SQS mapping is created, against the real queue's attributes (ElasticMQ). Sources:
 * Lambda Developer Guide, "Creating and configuring an Amazon SQS event source mapping"
 * (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html): the function timeout must not exceed
 * the queue's visibility timeout; "Lambda parameters for Amazon SQS event source mappings"
 * (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-parameters.html): FIFO batches of at most 10 and no
 * batching window.
 */
class MappingCreationRulesTest {
    private static final String REGION = "us-east-1";

    private static EmbeddedSqs server;
    private static SqsClient sqs;

    @BeforeAll
    static void startSqs() {
        server = EmbeddedSqs.start(
                QueueSettings.defaults().withVisibilityTimeout(Duration.ofSeconds(5)), REGION, 0, Optional.empty());
        sqs = AwsClients.local(server.endpoint(), REGION).sqs();
    }

    @AfterAll
    static void stopSqs() {
        sqs.close();
        server.close();
    }

    @Test
    void functionTimeoutAboveTheVisibilityTimeout_isRefused() {
        assertThatThrownBy(() -> create(server.queues().main(), Duration.ofSeconds(6), settings(10, 1000)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("InvalidParameterValueException")
                .hasMessageContaining("Queue visibility timeout: 5 seconds is less than Function timeout: 6 seconds");
    }

    @Test
    void functionTimeoutEqualToTheVisibilityTimeout_isAccepted() {
        assertThatCode(() -> create(server.queues().main(), Duration.ofSeconds(5), settings(10, 1000)))
                .doesNotThrowAnyException();
    }

    @Test
    void largeBatchesWithAWindow_areAcceptedOnAStandardQueue() {
        assertThatCode(() -> create(server.queues().main(), Duration.ofSeconds(1), settings(10_000, 1000)))
                .doesNotThrowAnyException();
    }

    @Test
    void fifoQueue_refusesBatchesAboveTen() {
        assertThatThrownBy(() -> create(server.queues().fifo(), Duration.ofSeconds(1), settings(11, 1000)))
                .hasMessageContaining("batch size for a FIFO queue must be at most 10");
    }

    @Test
    void fifoQueue_refusesABatchingWindow() {
        assertThatThrownBy(() -> create(server.queues().fifo(), Duration.ofSeconds(1), settings(10, 200)))
                .hasMessageContaining("batching window is not supported for FIFO queues");
        assertThat(create(server.queues().fifo(), Duration.ofSeconds(1), settings(10, 0)))
                .isNotNull();
    }

    private static MappingSettings settings(int batchSize, long windowMillis) {
        return new MappingSettings(batchSize, Duration.ofMillis(windowMillis), 2);
    }

    private static EventSourceMapping create(String queueUrl, Duration timeout, MappingSettings settings) {
        MappingSource source = new MappingSource(
                sqs, queueUrl, QueueUrls.arnOf(queueUrl, REGION), REGION, "dispatcher", timeout.toMillis());
        return new EventSourceMapping(source, settings, ScriptedFunction.failing(r -> false), QuietLog.LOGGER);
    }
}
