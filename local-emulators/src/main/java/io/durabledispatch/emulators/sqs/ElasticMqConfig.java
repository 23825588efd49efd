package io.durabledispatch.emulators.sqs;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import io.durabledispatch.emulators.aws.LocalAccount;
import java.nio.file.Path;
import java.util.Optional;

/** ElasticMQ's HOCON configuration for {@link QueueSettings}, so queues exist before the first request. */
final class ElasticMqConfig {
    static final String ACCOUNT_ID = LocalAccount.ID;

    private ElasticMqConfig() {}

    static Config of(QueueSettings queues, String region, int port, Optional<Path> dataDir) {
        String text = server(region, port) + queues(queues) + storage(dataDir);
        return ConfigFactory.parseString(text)
                .withFallback(ConfigFactory.load())
                .resolve();
    }

    static String server(String region, int port) {
        return """
                node-address { protocol = http, host = "127.0.0.1", port = %d, context-path = "" }
                generate-node-address = false
                rest-sqs { enabled = true, bind-port = %d, bind-hostname = "127.0.0.1", sqs-limits = strict }
                aws { region = "%s", accountId = "%s" }
                """.formatted(port, port, region, ACCOUNT_ID);
    }

    private static String queues(QueueSettings q) {
        long visibility = q.visibilityTimeout().toSeconds();
        return "queues {\n"
                + queue(q.mainDeadLetterQueue(), "defaultVisibilityTimeout = 30 seconds")
                + queue(q.mainQueue(), redriven(visibility, q.mainDeadLetterQueue(), q.maxReceiveCount()))
                + queue(q.fifoDeadLetterQueue(), "fifo = true, contentBasedDeduplication = true")
                + queue(
                        q.fifoQueue(),
                        "fifo = true, contentBasedDeduplication = true, "
                                + redriven(visibility, q.fifoDeadLetterQueue(), q.maxReceiveCount()))
                + queue(q.parkingQueue(), "defaultVisibilityTimeout = 30 seconds")
                + "}\n";
    }

    private static String redriven(long visibilitySeconds, String deadLetterQueue, int maxReceiveCount) {
        return "defaultVisibilityTimeout = %d seconds, deadLettersQueue { name = \"%s\", maxReceiveCount = %d }"
                .formatted(visibilitySeconds, deadLetterQueue, maxReceiveCount);
    }

    private static String queue(String name, String body) {
        return "  \"" + name + "\" { " + body + " }\n";
    }

    /** Queues and messages in an H2 file, written through so that a restart loses no accepted message. */
    static String storage(Optional<Path> dataDir) {
        return dataDir.map(dir -> "messages-storage { enabled = true, uri = \"jdbc:h2:file:"
                        + dir.toAbsolutePath()
                                .resolve("sqs")
                                .resolve("elasticmq")
                                .toString()
                                .replace('\\', '/')
                        + ";WRITE_DELAY=0\" }\n")
                .orElse("");
    }
}
