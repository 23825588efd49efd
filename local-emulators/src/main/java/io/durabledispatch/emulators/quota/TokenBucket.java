package io.durabledispatch.emulators.quota;

import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;

/** One quota's bucket on a monotonic nanosecond clock; starts full. Thread-safe. */
final class TokenBucket {
    private static final double NANOS_PER_SECOND = 1e9;

    private final Quota quota;
    private final LongSupplier nanoTime;
    private double tokens;
    private long refilledAt;

    TokenBucket(Quota quota, LongSupplier nanoTime) {
        this.quota = quota;
        this.nanoTime = nanoTime;
        this.tokens = quota.burst();
        this.refilledAt = nanoTime.getAsLong();
    }

    /** Takes a token; empty if admitted, else how long until the next token. */
    synchronized Optional<Duration> take() {
        long now = nanoTime.getAsLong();
        tokens = Math.min(quota.burst(), tokens + (now - refilledAt) / NANOS_PER_SECOND * quota.ratePerSecond());
        refilledAt = now;
        if (tokens >= 1) {
            tokens -= 1;
            return Optional.empty();
        }
        double seconds = (1 - tokens) / quota.ratePerSecond();
        return Optional.of(Duration.ofNanos((long) Math.ceil(seconds * NANOS_PER_SECOND)));
    }
}
