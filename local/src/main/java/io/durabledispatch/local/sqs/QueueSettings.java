package io.durabledispatch.local.sqs;

import java.time.Duration;

/**
 * The queues of the CDK app, on one machine: a standard main queue and a FIFO variant (content-based
 * deduplication), each with a dead-letter queue, and the parking queue. Defaults mirror infra's settings except
 * the visibility timeout: AWS needs six times the dispatcher's 30 s timeout, locally a dispatch takes
 * milliseconds and a short timeout makes retries visible within a demo.
 */
public record QueueSettings(String prefix, Duration visibilityTimeout, int maxReceiveCount) {
    /** AWS's guidance for an SQS-triggered Lambda (and infra's minimum). */
    public static final int MIN_RECEIVE_COUNT = 5;

    public static final String DEFAULT_PREFIX = "dispatch";
    public static final Duration DEFAULT_VISIBILITY_TIMEOUT = Duration.ofSeconds(10);

    public QueueSettings {
        if (!prefix.matches("[A-Za-z0-9_-]{1,40}")) {
            throw new IllegalArgumentException("queue prefix must be 1-40 of [A-Za-z0-9_-], was '" + prefix + "'");
        }
        if (visibilityTimeout.isNegative() || visibilityTimeout.toSeconds() < 1) {
            throw new IllegalArgumentException("visibility timeout must be at least 1 second");
        }
        if (maxReceiveCount < MIN_RECEIVE_COUNT) {
            throw new IllegalArgumentException("maxReceiveCount must be at least " + MIN_RECEIVE_COUNT);
        }
    }

    public static QueueSettings defaults() {
        return new QueueSettings(DEFAULT_PREFIX, DEFAULT_VISIBILITY_TIMEOUT, MIN_RECEIVE_COUNT);
    }

    public QueueSettings withVisibilityTimeout(Duration timeout) {
        return new QueueSettings(prefix, timeout, maxReceiveCount);
    }

    public String mainQueue() {
        return prefix + "-events";
    }

    public String mainDeadLetterQueue() {
        return prefix + "-events-dlq";
    }

    public String fifoQueue() {
        return prefix + "-events.fifo";
    }

    public String fifoDeadLetterQueue() {
        return prefix + "-events-dlq.fifo";
    }

    public String parkingQueue() {
        return prefix + "-parked";
    }
}
