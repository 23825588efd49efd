package io.durabledispatch.dispatcher.core;

import java.time.Duration;
import java.util.function.Function;

/**
 * One message in an SQS queue with a redrive policy, on a manual clock: retention counts from the send, every
 * receive counts, the receive after the last allowed one moves the message to the DLQ, and a failed receive
 * shows the message again after the postponement the dispatcher asked for, else after the visibility timeout.
 */
final class SimulatedQueue {
    enum Fate {
        EXPIRED,
        DEAD_LETTERED
    }

    record End(Fate fate, Duration at, int receives, Duration firstReachedAlarmCount) {}

    private final Duration retention;
    private final int maxReceiveCount;
    private final Duration visibilityTimeout;

    SimulatedQueue(Duration retention, int maxReceiveCount, Duration visibilityTimeout) {
        this.retention = retention;
        this.maxReceiveCount = maxReceiveCount;
        this.visibilityTimeout = visibilityTimeout;
    }

    /**
     * Delivers the message until it expires or is dead-lettered.
     *
     * @param receive hands one delivery to the dispatcher; answers the postponement asked for, if any
     * @param alarmReceiveCount the receive count an alarm on {@code RetryReceiveCount} would fire at
     */
    End run(Function<Delivery, java.util.Optional<Duration>> receive, int alarmReceiveCount) {
        Duration now = Duration.ZERO;
        Duration alarm = null;
        int receives = 0;
        while (true) {
            if (now.compareTo(retention) >= 0) return new End(Fate.EXPIRED, now, receives, alarm);
            if (receives == maxReceiveCount) return new End(Fate.DEAD_LETTERED, now, receives, alarm);
            receives++;
            if (receives == alarmReceiveCount) alarm = now;
            Delivery delivery = new Delivery(receives, "receipt-" + receives, "arn:aws:sqs:us-east-1:000000000000:q");
            now = now.plus(receive.apply(delivery).orElse(visibilityTimeout));
        }
    }
}
