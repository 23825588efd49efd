package io.durabledispatch.benchmarks.throughput;

import io.durabledispatch.benchmarks.Stats;
import java.util.List;

/** The repetitions of one cell, summarised by their medians. */
record Measurement(Cell cell, List<Double> millis, int failedRecords) {
    static final String HEADER = "| latency | batch | concurrency | records/s (median) | batch ms (median) | ideal ms "
            + "| efficiency | reps | failed |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|";

    String row() {
        double median = Stats.median(millis);
        double perSecond = cell.records() * 1000.0 / median;
        String efficiency = cell.latency().isZero() ? "n/a" : "%.0f%%".formatted(100 * cell.idealMillis() / median);
        return "| %d ms | %d | %d | %.0f | %.1f | %.1f | %s | %d | %d |"
                .formatted(
                        cell.latency().toMillis(),
                        cell.records(),
                        cell.concurrency(),
                        perSecond,
                        median,
                        cell.idealMillis(),
                        efficiency,
                        millis.size(),
                        failedRecords);
    }
}
