package io.durabledispatch.benchmarks.throughput;

import java.time.Duration;

/** One point of the grid: start latency, records per batch, the dispatcher's MAX_CONCURRENCY. */
record Cell(Duration latency, int records, int concurrency) {
    /** The ideal: every start takes exactly the latency and {@code concurrency} run at once, nothing else costs. */
    double idealMillis() {
        return (double) latency.toMillis() * records / Math.min(concurrency, records);
    }

    /** A rough guess of one repetition's time (1 ms of overhead per start), to keep the grid within budget. */
    double estimatedMillis() {
        return (latency.toMillis() + 1.0) * records / Math.min(concurrency, records);
    }
}
