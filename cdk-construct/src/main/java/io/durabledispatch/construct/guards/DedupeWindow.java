package io.durabledispatch.construct.guards;

import java.time.Duration;

/**
 * The longest time between a request's first start and a duplicate of it: a message can sit out its queue
 * retention, then its DLQ retention until an operator redrives it, and a producer can resend it late. The
 * engine must remember the execution name at least this long.
 */
public record DedupeWindow(Duration queueRetention, Duration deadLetterRetention, Duration lateResend) {
    public Duration total() {
        return queueRetention.plus(deadLetterRetention).plus(lateResend);
    }

    String explain() {
        return days(total()) + " after the first start (queueRetention " + days(queueRetention)
                + " + deadLetterRetention " + days(deadLetterRetention) + " + lateResend " + days(lateResend) + ")";
    }

    static String days(Duration duration) {
        return duration.toDays() + " days";
    }
}
