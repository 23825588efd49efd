package io.durabledispatch.emulators.sqs;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Deadline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.elasticmq.server.ElasticMQServer;
import org.elasticmq.server.config.ElasticMQServerConfig;
import scala.Function0;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * ElasticMQ on 127.0.0.1 with the queues of {@link QueueSettings}: the real SQS protocol, in this JVM. With a
 * data directory, queues and messages live in an H2 file there and survive a restart.
 */
public final class EmbeddedSqs implements AutoCloseable {
    private static final Duration STARTUP = Duration.ofSeconds(30);

    private final Function0<?> shutdown;
    private final URI endpoint;
    private final QueueUrls queues;

    private EmbeddedSqs(Function0<?> shutdown, URI endpoint, QueueUrls queues) {
        this.shutdown = shutdown;
        this.endpoint = endpoint;
        this.queues = queues;
    }

    /** Starts the server and returns once every queue answers; {@code port} 0 picks a free one. */
    public static EmbeddedSqs start(QueueSettings settings, String region, int port, Optional<Path> dataDir) {
        int bound = port == 0 ? freePort() : port;
        var config = new ElasticMQServerConfig(ElasticMqConfig.of(settings, region, bound, dataDir));
        Function0<?> shutdown = new ElasticMQServer(config).start();
        URI endpoint = URI.create("http://127.0.0.1:" + bound);
        EmbeddedSqs sqs =
                new EmbeddedSqs(shutdown, endpoint, QueueUrls.of(endpoint, ElasticMqConfig.ACCOUNT_ID, settings));
        sqs.awaitQueues(settings, region);
        return sqs;
    }

    public URI endpoint() {
        return endpoint;
    }

    public QueueUrls queues() {
        return queues;
    }

    @Override
    public void close() {
        shutdown.apply();
    }

    /** ElasticMQ creates (or restores) its queues asynchronously after binding. */
    private void awaitQueues(QueueSettings settings, String region) {
        List<String> names = List.of(
                settings.mainQueue(),
                settings.fifoQueue(),
                settings.parkingQueue(),
                settings.mainDeadLetterQueue(),
                settings.fifoDeadLetterQueue());
        try (SqsClient sqs = AwsClients.local(endpoint, region).sqs()) {
            Deadline.within(STARTUP)
                    .await(
                            "ElasticMQ queues " + names,
                            () -> names.stream().allMatch(name -> {
                                try {
                                    sqs.getQueueUrl(b -> b.queueName(name));
                                    return true;
                                } catch (SdkException notYet) { // not bound yet, or the queue not created yet
                                    return false;
                                }
                            }));
        }
    }

    /** Port 0 cannot be used directly: ElasticMQ puts the configured port into every queue URL. */
    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1", e);
        }
    }
}
