package io.durabledispatch.cli;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Keeps {@code up} running until Ctrl-C (the JVM's shutdown) or until its thread is interrupted (tests start
 * {@code up} on a thread of their own), then closes what it started, in the order given.
 */
final class UntilStopped {
    private UntilStopped() {}

    static void await(AutoCloseable... started) {
        AtomicBoolean closed = new AtomicBoolean();
        Runnable closeAll = () -> {
            if (closed.compareAndSet(false, true)) List.of(started).forEach(UntilStopped::closeQuietly);
        };
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            closeAll.run();
            stopped.countDown();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException interrupted) {
            stopNow(hook, closeAll);
            Thread.currentThread().interrupt(); // after closing: the services' shutdown waits too
        }
    }

    private static void stopNow(Thread hook, Runnable closeAll) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            return; // the hook is closing everything
        }
        closeAll.run();
    }

    /** One part that fails to close must not keep the others (or the descriptor file) alive. */
    private static void closeQuietly(AutoCloseable part) {
        try {
            part.close();
        } catch (Exception e) {
            System.err.println("error: while stopping: " + e.getMessage());
        }
    }
}
