package io.durabledispatch.emulators.testing;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Waits for an asynchronous outcome with a bounded deadline, instead of sleeping for a guessed time. The default
 * deadline is generous: a poll returns as soon as its condition holds, so it costs nothing when the outcome comes, and
 * a loaded 2-core CI machine may take many times longer than a quiet one to get there.
 */
public final class Poll {
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    private Poll() {}

    /** Returns the first value {@code probe} yields that satisfies {@code done}; fails after the deadline. */
    public static <T> T until(Supplier<T> probe, java.util.function.Predicate<T> done) {
        return until(probe, done, DEADLINE);
    }

    /** As above, for outcomes that take longer by design (several timeouts or visibility timeouts in a row). */
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
