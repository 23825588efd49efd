package io.durabledispatch.emulators.sqs;

import java.time.Duration;
import java.util.Optional;

/**
 * One {@code AWS::SQS::Queue}, named as locally created: its {@code QueueName}, else its logical id.
 *
 * @param redrive the dead-letter queue (by local name) and how many receives before a message moves there
 */
public record QueueSpec(
        String logicalId,
        String name,
        boolean fifo,
        boolean contentBasedDeduplication,
        Duration visibilityTimeout,
        Duration retention,
        Duration delay,
        Optional<Redrive> redrive) {
    public static final Duration DEFAULT_VISIBILITY = Duration.ofSeconds(30);
    public static final Duration DEFAULT_RETENTION = Duration.ofDays(4);

    public record Redrive(String deadLetterQueue, int maxReceiveCount) {}
}
