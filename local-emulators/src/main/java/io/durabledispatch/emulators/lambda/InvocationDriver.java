package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the service's due work on a bounded pool: new executions after Invoke, and suspended ones when a
 * wait, retry or callback becomes due. A ticker sleeps until the service's next wake-up (a constant-time
 * look at its due-queue) and compares it with the service clock, so a manual clock in tests drives
 * re-invocation just like real time does.
 */
final class InvocationDriver implements AutoCloseable {
    /** The longest the ticker sleeps: a wake-up scheduled meanwhile, or a clock that jumps, waits at most this. */
    private static final long MAX_SLEEP_MILLIS = 50;
    /** After handing due work to the workers: they drain everything due, so look again only a little later. */
    private static final long AFTER_KICK_MILLIS = 10;

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
        ticker.execute(this::tick);
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
        long sleep = MAX_SLEEP_MILLIS;
        try {
            Optional<Instant> next = service.nextWakeUp();
            if (next.isPresent()) {
                long untilDue = Duration.between(clock.instant(), next.get()).toMillis();
                if (untilDue <= 0) {
                    kick();
                    sleep = AFTER_KICK_MILLIS;
                } else {
                    sleep = Math.min(untilDue, MAX_SLEEP_MILLIS);
                }
            }
        } catch (RuntimeException e) {
            // A failing look-ahead must not stop the ticker: the next tick tries again.
            System.err.println("lambda emulator: scheduling failed: " + e);
        }
        try {
            ticker.schedule(this::tick, sleep, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            // the emulator is closing: no more ticks
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
