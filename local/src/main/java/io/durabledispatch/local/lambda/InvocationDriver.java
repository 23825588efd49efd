package io.durabledispatch.local.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import java.time.Clock;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the service's due work on a bounded pool: new executions after Invoke, and suspended ones when a
 * wait, retry or callback becomes due. A ticker compares the service's next wake-up with the service clock,
 * so a manual clock in tests drives re-invocation just like real time does.
 */
final class InvocationDriver implements AutoCloseable {
    private static final long TICK_MILLIS = 20;

    private final DurableExecutionService service;
    private final Clock clock;
    private final int workers;
    private final ExecutorService pool;
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(daemon("ticker"));
    private final AtomicInteger queued = new AtomicInteger();

    InvocationDriver(DurableExecutionService service, Clock clock, int workers) {
        this.service = service;
        this.clock = clock;
        this.workers = workers;
        this.pool = Executors.newFixedThreadPool(workers, daemon("invoker"));
    }

    void start() {
        ticker.scheduleWithFixedDelay(this::tick, 0, TICK_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Something may be due now (a start, a completed callback): let a worker look. */
    void kick() {
        if (queued.incrementAndGet() > workers) {
            queued.decrementAndGet(); // every worker is already queued; the next tick catches up
            return;
        }
        try {
            pool.execute(() -> {
                queued.decrementAndGet();
                service.runDue();
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            queued.decrementAndGet(); // the emulator is closing: nothing more is invoked
        }
    }

    private void tick() {
        try {
            service.nextWakeUp().filter(at -> !at.isAfter(clock.instant())).ifPresent(at -> kick());
        } catch (RuntimeException e) {
            // A failing look-ahead must not stop the ticker: the next tick tries again.
            System.err.println("lambda emulator: scheduling failed: " + e);
        }
    }

    /** Stops scheduling and waits (bounded) for running invocations, so nothing writes state after close. */
    @Override
    public void close() {
        ticker.shutdownNow();
        pool.shutdownNow();
        try {
            ticker.awaitTermination(5, TimeUnit.SECONDS);
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String role) {
        AtomicInteger counter = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "lambda-emulator-" + role + "-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
