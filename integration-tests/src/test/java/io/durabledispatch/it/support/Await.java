package io.durabledispatch.it.support;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
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
}
