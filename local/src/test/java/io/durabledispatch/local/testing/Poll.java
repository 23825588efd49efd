package io.durabledispatch.local.testing;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/** Waits for an asynchronous outcome with a bounded deadline, instead of sleeping for a guessed time. */
public final class Poll {
    private static final Duration DEADLINE = Duration.ofSeconds(10);

    private Poll() {}

    /** Returns the first value {@code probe} yields that satisfies {@code done}; fails after the deadline. */
    public static <T> T until(Supplier<T> probe, java.util.function.Predicate<T> done) {
        Instant deadline = Instant.now().plus(DEADLINE);
        T value = probe.get();
        while (!done.test(value)) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("Condition not met within " + DEADLINE + "; last value: " + value);
            }
            LockSupport.parkNanos(Duration.ofMillis(10).toNanos());
            value = probe.get();
        }
        return value;
    }
}
