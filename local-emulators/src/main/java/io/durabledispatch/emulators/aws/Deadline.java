package io.durabledispatch.emulators.aws;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** Polls a condition until it holds or time runs out: the local stack's only way to wait for another part. */
public record Deadline(long endNanos) {
    private static final long PAUSE_NANOS = Duration.ofMillis(50).toNanos();

    public static Deadline within(Duration timeout) {
        return new Deadline(System.nanoTime() + timeout.toNanos());
    }

    public boolean expired() {
        return System.nanoTime() - endNanos >= 0;
    }

    /** Throws an unchecked {@link TimeoutException} cause naming {@code what} if the condition never held. */
    public void await(String what, BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            if (expired()) throw new IllegalStateException(new TimeoutException("timed out waiting for " + what));
            LockSupport.parkNanos(PAUSE_NANOS);
        }
    }

    /** Like {@link #await} but answers whether the condition held instead of throwing. */
    public boolean poll(BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            if (expired()) return false;
            LockSupport.parkNanos(PAUSE_NANOS);
        }
        return true;
    }
}
