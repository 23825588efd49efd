package io.durabledispatch.emulators.sqs;

import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;

/**
 * The queues of the CDK app, on one machine: a standard main queue and a FIFO variant (content-based
 * deduplication), each with a dead-letter queue, and the parking queue. The visibility timeout defaults to SQS's
 * own default (30 s); the local stack sets it as infra does with {@link #visibilityFor}.
 */
public record QueueSettings(String prefix, Duration visibilityTimeout, int maxReceiveCount) {
    /** AWS's guidance for an SQS-triggered Lambda (and infra's minimum). */
    public static final int MIN_RECEIVE_COUNT = 5;
    /**
     * As the CDK app derives it: enough receives that the dispatcher's retry backoff alone outlasts the retention
     * SQS and infra default to (4 days), so throttling never dead-letters (docs/adr/002-throttling-is-a-delay.md).
     */
    public static final int DEFAULT_MAX_RECEIVE_COUNT = RetrySchedule.defaults().maxReceiveCount(Duration.ofDays(4));

    public static final String DEFAULT_PREFIX = "dispatch";
    public static final Duration DEFAULT_VISIBILITY_TIMEOUT = Duration.ofSeconds(30);

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
        return new QueueSettings(DEFAULT_PREFIX, DEFAULT_VISIBILITY_TIMEOUT, DEFAULT_MAX_RECEIVE_COUNT);
    }

    /**
     * AWS's guidance for a queue that triggers a function (Lambda Developer Guide, "Creating and configuring an
     * Amazon SQS event source mapping"): six times the function timeout, plus the batching window (as infra sets
     * it), in whole seconds.
     */
    public static Duration visibilityFor(Duration functionTimeout, Duration batchingWindow) {
        long windowSeconds = (batchingWindow.toMillis() + 999) / 1000;
        return Duration.ofSeconds(6 * functionTimeout.toSeconds() + windowSeconds);
    }

    public QueueSettings withVisibilityTimeout(Duration timeout) {
        return new QueueSettings(prefix, timeout, maxReceiveCount);
    }

    public QueueSettings withMaxReceiveCount(int count) {
        return new QueueSettings(prefix, visibilityTimeout, count);
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
