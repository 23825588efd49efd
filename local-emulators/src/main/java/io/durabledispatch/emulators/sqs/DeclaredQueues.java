package io.durabledispatch.emulators.sqs;

import com.typesafe.config.ConfigFactory;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Deadline;
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
 * ElasticMQ with declared queues (an application template's, for one): each with its FIFO flag, content-based deduplication,
 * visibility timeout, delay and redrive policy. ElasticMQ has no retention setting: messages stay until deleted.
 */
public final class DeclaredQueues implements AutoCloseable {
    private static final Duration STARTUP = Duration.ofSeconds(30);

    private final Function0<?> shutdown;
    private final URI endpoint;

    private DeclaredQueues(Function0<?> shutdown, URI endpoint) {
        this.shutdown = shutdown;
        this.endpoint = endpoint;
    }

    /** A free port for the server, chosen before the template is read: queue URLs contain it. */
    public static int choosePort(int requested) {
        return requested == 0 ? EmbeddedSqs.freePort() : requested;
    }

    public static DeclaredQueues start(List<QueueSpec> queues, String region, int port, Optional<Path> dataDir) {
        String text = ElasticMqConfig.server(region, port) + config(queues) + ElasticMqConfig.storage(dataDir);
        var config = ConfigFactory.parseString(text)
                .withFallback(ConfigFactory.load())
                .resolve();
        Function0<?> shutdown = new ElasticMQServer(new ElasticMQServerConfig(config)).start();
        DeclaredQueues started = new DeclaredQueues(shutdown, URI.create("http://127.0.0.1:" + port));
        started.await(queues.stream().map(QueueSpec::name).toList(), region);
        return started;
    }

    public URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        shutdown.apply();
    }

    static String config(List<QueueSpec> queues) {
        StringBuilder text = new StringBuilder("queues {\n");
        for (QueueSpec queue : queues) {
            text.append("  \"")
                    .append(queue.name())
                    .append("\" { ")
                    .append(body(queue))
                    .append(" }\n");
        }
        return text.append("}\n").toString();
    }

    private static String body(QueueSpec queue) {
        StringBuilder body = new StringBuilder("defaultVisibilityTimeout = "
                + queue.visibilityTimeout().toSeconds() + " seconds, delay = "
                + queue.delay().toSeconds()
                + " seconds");
        if (queue.fifo()) body.append(", fifo = true");
        if (queue.contentBasedDeduplication()) body.append(", contentBasedDeduplication = true");
        queue.redrive()
                .ifPresent(r -> body.append(", deadLettersQueue { name = \"")
                        .append(r.deadLetterQueue())
                        .append("\", maxReceiveCount = ")
                        .append(r.maxReceiveCount())
                        .append(" }"));
        return body.toString();
    }

    /** ElasticMQ creates its queues asynchronously after binding. */
    private void await(List<String> names, String region) {
        try (SqsClient sqs = AwsClients.local(endpoint, region).sqs()) {
            Deadline.within(STARTUP)
                    .await(
                            "ElasticMQ queues " + names,
                            () -> names.stream().allMatch(name -> {
                                try {
                                    sqs.getQueueUrl(b -> b.queueName(name));
                                    return true;
                                } catch (SdkException notYet) {
                                    return false;
                                }
                            }));
        }
    }
}
