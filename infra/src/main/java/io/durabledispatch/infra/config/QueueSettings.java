package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.DEAD_LETTER_RETENTION_DAYS;
import static io.durabledispatch.infra.config.ContextKeys.FIFO;
import static io.durabledispatch.infra.config.ContextKeys.LATE_RESEND_DAYS;
import static io.durabledispatch.infra.config.ContextKeys.MAX_RECEIVE_COUNT;
import static io.durabledispatch.infra.config.ContextKeys.QUEUE_RETENTION_DAYS;

import io.durabledispatch.routes.retry.RetrySchedule;
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

    /** Unless the context sets it, maxReceiveCount is the one the retry schedule fits into the retention. */
    static QueueSettings fromContext(ContextReader context) {
        Duration retention = Duration.ofDays(context.integer(QUEUE_RETENTION_DAYS, 4, 1, SQS_MAX_RETENTION_DAYS));
        int derivedReceiveCount = RetrySchedule.defaults().maxReceiveCount(retention);
        return new QueueSettings(
                context.flag(FIFO, false),
                retention,
                Duration.ofDays(context.integer(DEAD_LETTER_RETENTION_DAYS, 14, 1, SQS_MAX_RETENTION_DAYS)),
                context.integer(MAX_RECEIVE_COUNT, derivedReceiveCount, 1, RetrySchedule.SQS_MAX_RECEIVE_COUNT),
                Duration.ofDays(context.integer(LATE_RESEND_DAYS, 7, 0, 365)));
    }
}
