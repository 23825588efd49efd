package io.durabledispatch.runtime;

import java.time.Duration;
import java.util.Objects;

/** Exponential backoff between step attempts; the waits are durable (the function suspends). */
public record RetryPolicy(int maxAttempts, Duration initialDelay, double backoffRate, Duration maxDelay) {

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
        }
        Objects.requireNonNull(initialDelay, "initialDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (backoffRate < 1.0) {
            throw new IllegalArgumentException("backoffRate must be at least 1.0, was " + backoffRate);
        }
    }

    /** One attempt, no retry. */
    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, 1.0, Duration.ZERO);
    }

    public static RetryPolicy exponential(int maxAttempts, Duration initialDelay) {
        return new RetryPolicy(maxAttempts, initialDelay, 2.0, Duration.ofMinutes(5));
    }

    /** The delay before attempt {@code attempt + 1}, capped at {@link #maxDelay()}. */
    public Duration delayAfter(int attempt) {
        double millis = initialDelay.toMillis() * Math.pow(backoffRate, attempt - 1);
        return Duration.ofMillis((long) Math.min(millis, maxDelay.toMillis()));
    }
}
