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
        return until(probe, done, DEADLINE);
    }

    /** As above, for outcomes that take longer by design (timeouts of several seconds). */
    public static <T> T until(Supplier<T> probe, java.util.function.Predicate<T> done, Duration within) {
        Instant deadline = Instant.now().plus(within);
        T value = probe.get();
        while (!done.test(value)) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("Condition not met within " + within + "; last value: " + value);
            }
            LockSupport.parkNanos(Duration.ofMillis(10).toNanos());
            value = probe.get();
        }
        return value;
    }
}
