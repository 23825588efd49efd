package io.durabledispatch.routes.retry;

import java.time.Duration;

/**
 * Exponential backoff with equal jitter, indexed by the message's receive count: the n-th failed receive waits
 * between half and all of {@code base · √2^(n−1)} (the ceiling doubles every second receive), capped at
 * {@code max}. Because every wait is at least half its ceiling, the schedule has a guaranteed minimum, and so the
 * number of receives that fit into a queue's retention is known: {@link #maxReceiveCount(Duration)} is the
 * redrive policy that lets the backoff alone never reach the DLQ before retention
 * (docs/adr/002-throttling-is-a-delay.md).
 *
 * <p>The ceiling grows by √2 rather than 2 per receive so that the wait after a burst ends is short: the last
 * delay a throttled record draws is a smaller share of the time it has already waited, and the quota is not left
 * idle while the most-throttled records sit out long delays (docs/benchmarks/soak.md).
 */
public record RetrySchedule(Duration base, Duration max) {
    /** ChangeMessageVisibility allows 12 hours counted from the receive; the invocation has used up to 15 min. */
    public static final Duration LONGEST_DELAY = Duration.ofHours(12).minusMinutes(15);
    /** The largest maxReceiveCount a redrive policy accepts. */
    public static final int SQS_MAX_RECEIVE_COUNT = 1000;

    public static final Duration DEFAULT_BASE = Duration.ofSeconds(2);
    public static final Duration DEFAULT_MAX = Duration.ofHours(1);

    public RetrySchedule {
        if (base.toSeconds() < 1) throw new IllegalArgumentException("base must be at least 1 s, was " + base);
        if (max.compareTo(base) < 0) throw new IllegalArgumentException("max must be at least base " + base);
        if (max.compareTo(LONGEST_DELAY) > 0) {
            throw new IllegalArgumentException("max must be at most " + LONGEST_DELAY + ", was " + max);
        }
    }

    public static RetrySchedule defaults() {
        return new RetrySchedule(DEFAULT_BASE, DEFAULT_MAX);
    }

    /** The longest wait after the {@code receiveCount}-th receive, in whole seconds. */
    public Duration ceiling(int receiveCount) {
        double doublings = Math.max(0, receiveCount - 1) / 2.0;
        if (doublings >= 40) return max; // 2^40 s is far beyond any cap
        long seconds = Math.round(base.toSeconds() * Math.pow(2, doublings));
        return seconds >= max.toSeconds() ? max : Duration.ofSeconds(seconds);
    }

    /** The shortest wait after the {@code receiveCount}-th receive: half the ceiling, rounded up. */
    public Duration shortest(int receiveCount) {
        return Duration.ofSeconds((ceiling(receiveCount).toSeconds() + 1) / 2);
    }

    /**
     * The wait after the {@code receiveCount}-th receive, in whole seconds as SQS takes them.
     *
     * @param random uniform in [0, 1): spreads a burst's retries over the upper half of the ceiling
     */
    public Duration delay(int receiveCount, double random) {
        long ceiling = ceiling(receiveCount).toSeconds();
        long low = shortest(receiveCount).toSeconds();
        long spread = (long) Math.floor(Math.min(Math.max(random, 0), 1) * (ceiling - low + 1));
        return Duration.ofSeconds(Math.min(ceiling, low + spread));
    }

    /** The least total time a message spends waiting over its first {@code receives} failed receives. */
    public Duration shortestTotal(int receives) {
        Duration total = Duration.ZERO;
        for (int n = 1; n <= receives; n++) total = total.plus(shortest(n));
        return total;
    }

    /**
     * The first receive that a message retried on this schedule can only reach after waiting at least
     * {@code wait}: the receive count at which it has been held back that long.
     */
    public int firstReceiveAfter(Duration wait) {
        int receives = 0;
        Duration waited = Duration.ZERO;
        while (waited.compareTo(wait) < 0) waited = waited.plus(shortest(++receives));
        return receives + 1;
    }

    /**
     * The redrive policy's maxReceiveCount for a queue with this retention: the fewest receives whose shortest
     * waits add up to the retention. SQS moves a message on the receive after the last allowed one, which a
     * message that only ever waits on this schedule reaches no earlier than its retention expiry.
     *
     * @throws IllegalArgumentException when that exceeds SQS's 1,000: the max delay must then be longer
     */
    public int maxReceiveCount(Duration retention) {
        Duration total = Duration.ZERO;
        for (int n = 1; n <= SQS_MAX_RECEIVE_COUNT; n++) {
            total = total.plus(shortest(n));
            if (total.compareTo(retention) >= 0) return n;
        }
        throw new IllegalArgumentException("a retention of " + retention + " needs more than " + SQS_MAX_RECEIVE_COUNT
                + " receives with a max delay of " + max + "; raise the max delay");
    }
}
