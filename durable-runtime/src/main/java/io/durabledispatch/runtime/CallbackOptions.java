package io.durabledispatch.runtime;

import java.time.Duration;
import java.util.Objects;

/** How long a callback may stay open, and optionally how long between heartbeats. */
public record CallbackOptions(Duration timeout, Duration heartbeatTimeout) {

    public CallbackOptions {
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("callback timeout must be positive, was " + timeout);
        }
    }

    public static CallbackOptions timeout(Duration timeout) {
        return new CallbackOptions(timeout, null);
    }
}
