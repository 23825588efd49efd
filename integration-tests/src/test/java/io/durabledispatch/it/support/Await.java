package io.durabledispatch.it.support;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.assertj.core.api.Assertions;

/** Polls a condition with a bounded deadline: the suites' only way to wait for the system. */
public final class Await {
    private static final long PAUSE_NANOS = Duration.ofMillis(100).toNanos();

    private Await() {}

    /** Fails the test naming {@code what} if the condition does not hold within {@code timeout}. */
    public static void until(String what, Duration timeout, BooleanSupplier condition) {
        long end = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end >= 0) Assertions.fail("timed out after " + timeout + " waiting for " + what);
            LockSupport.parkNanos(PAUSE_NANOS);
        }
    }

    /** The first value of {@code probe} that satisfies {@code done}; fails naming {@code what} after {@code timeout}. */
    public static <T> T until(String what, Duration timeout, Supplier<T> probe, Predicate<T> done) {
        long end = System.nanoTime() + timeout.toNanos();
        T value = probe.get();
        while (!done.test(value)) {
            if (System.nanoTime() - end >= 0) {
                Assertions.fail("timed out after " + timeout + " waiting for " + what + "; last: " + value);
            }
            LockSupport.parkNanos(PAUSE_NANOS);
            value = probe.get();
        }
        return value;
    }
}
