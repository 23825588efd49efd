package io.durabledispatch.demo;

import io.durabledispatch.localstack.app.StackCounters;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Prints a progress line every few seconds while a demo runs: events sent, events handled and their rate since
 * the start, executions done and running. Reads counters only, so it costs nothing measurable at any size.
 */
public final class DemoProgress implements AutoCloseable {
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "demo-progress");
        thread.setDaemon(true);
        return thread;
    });
    private final long startNanos = System.nanoTime();

    private DemoProgress() {}

    /** Starts printing to {@code out} every {@code every}; {@code total} is the number of events to send. */
    public static DemoProgress start(
            PrintStream out, Duration every, long total, LongSupplier sent, Supplier<StackCounters> counters) {
        DemoProgress progress = new DemoProgress();
        long millis = every.toMillis();
        progress.scheduler.scheduleAtFixedRate(
                () -> out.println(progress.line(total, sent.getAsLong(), counters.get())),
                millis,
                millis,
                TimeUnit.MILLISECONDS);
        return progress;
    }

    String line(long total, long sent, StackCounters counters) {
        double seconds = Math.max(1e-3, (System.nanoTime() - startNanos) / 1e9);
        return line(seconds, total, sent, counters);
    }

    static String line(double seconds, long total, long sent, StackCounters counters) {
        return "%5.0f s  sent %d/%d  handled %d (%.0f events/s)  executions %d done, %d running"
                .formatted(
                        seconds,
                        sent,
                        total,
                        counters.recordsHandled(),
                        counters.recordsHandled() / seconds,
                        counters.executions().closed(),
                        counters.executions().running());
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
    }
}
