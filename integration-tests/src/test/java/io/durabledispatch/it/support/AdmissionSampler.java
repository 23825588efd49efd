package io.durabledispatch.it.support;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Samples a growing count (the calls an emulator's quota let through) every {@code period}, so a scenario can
 * tell when the first and the last call were admitted: the busy window the achieved rate is computed over.
 */
public final class AdmissionSampler implements AutoCloseable {
    private record Sample(long nanos, long count) {}

    private final LongSupplier count;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "admission-sampler");
        thread.setDaemon(true);
        return thread;
    });

    public AdmissionSampler(LongSupplier count, Duration period) {
        this.count = count;
        sample();
        timer.scheduleAtFixedRate(this::sample, period.toNanos(), period.toNanos(), TimeUnit.NANOSECONDS);
    }

    private synchronized void sample() {
        samples.add(new Sample(System.nanoTime(), count.getAsLong()));
    }

    /** From the last sample before anything was admitted to the first sample showing the final count. */
    public synchronized Duration busyWindow() {
        long last = samples.get(samples.size() - 1).count();
        long start = samples.get(0).nanos();
        for (Sample s : samples) {
            if (s.count() > 0) break;
            start = s.nanos();
        }
        long end = samples.stream()
                .filter(s -> s.count() == last)
                .findFirst()
                .orElseThrow()
                .nanos();
        return Duration.ofNanos(end - start);
    }

    /** The count at the first sample taken at or after {@code nanos} (System.nanoTime). */
    public synchronized long countAt(long nanos) {
        return samples.stream()
                .filter(s -> s.nanos() >= nanos)
                .findFirst()
                .map(Sample::count)
                .orElse(count.getAsLong());
    }

    /** Calls admitted in each {@code window} since the first sample, e.g. per 30 s: where the rate fell short. */
    public synchronized List<Long> perWindow(Duration window) {
        List<Long> counts = new ArrayList<>();
        long origin = samples.get(0).nanos();
        long previous = 0;
        for (Sample s : samples) {
            int index = (int) ((s.nanos() - origin) / window.toNanos());
            while (counts.size() <= index) counts.add(0L);
            counts.set(index, counts.get(index) + s.count() - previous);
            previous = s.count();
        }
        while (!counts.isEmpty() && counts.get(counts.size() - 1) == 0) counts.remove(counts.size() - 1);
        return counts;
    }

    /** Stops sampling after one last sample. */
    @Override
    public void close() {
        timer.shutdownNow();
        sample();
    }
}
