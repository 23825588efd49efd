package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.DEAD_LETTER_RETENTION_DAYS;
import static io.durabledispatch.infra.config.ContextKeys.FIFO;
import static io.durabledispatch.infra.config.ContextKeys.LATE_RESEND_DAYS;
import static io.durabledispatch.infra.config.ContextKeys.MAX_RECEIVE_COUNT;
import static io.durabledispatch.infra.config.ContextKeys.QUEUE_RETENTION_DAYS;

import java.time.Duration;

/**
 * The queues' shape and how long a copy of one business request can keep arriving.
 *
 * @param lateResend how long after the first delivery a producer may still resend the same request
 */
public record QueueSettings(
        boolean fifo, Duration retention, Duration deadLetterRetention, int maxReceiveCount, Duration lateResend) {
    /** AWS's guidance for an SQS-triggered Lambda: enough receives to ride out throttling before the DLQ. */
    public static final int MIN_RECEIVE_COUNT = 5;

    private static final int SQS_MAX_RETENTION_DAYS = 14;

    public QueueSettings {
        if (maxReceiveCount < MIN_RECEIVE_COUNT) {
            throw new IllegalArgumentException(
                    "CDK context '" + MAX_RECEIVE_COUNT + "' must be at least " + MIN_RECEIVE_COUNT);
        }
    }

    static QueueSettings fromContext(ContextReader context) {
        return new QueueSettings(
                context.flag(FIFO, false),
                Duration.ofDays(context.integer(QUEUE_RETENTION_DAYS, 4, 1, SQS_MAX_RETENTION_DAYS)),
                Duration.ofDays(context.integer(DEAD_LETTER_RETENTION_DAYS, 14, 1, SQS_MAX_RETENTION_DAYS)),
                context.integer(MAX_RECEIVE_COUNT, MIN_RECEIVE_COUNT, 1, 1000),
                Duration.ofDays(context.integer(LATE_RESEND_DAYS, 7, 0, 365)));
    }
}
