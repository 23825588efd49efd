package io.durabledispatch.benchmarks;

import java.util.ArrayList;
import java.util.List;

/** Medians (robust against the one repetition a busy machine slowed down) and percentiles of one sample. */
public final class Stats {
    private Stats() {}

    public static double median(List<Double> values) {
        if (values.isEmpty()) throw new IllegalArgumentException("no values");
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(mid) : (sorted.get(mid - 1) + sorted.get(mid)) / 2;
    }

    /**
     * The nearest-rank percentile: the smallest value with at least {@code percent} % of the values at or below
     * it, so the result is always a measured value (p99 of 100 values is the 99th smallest).
     */
    public static double percentile(List<Double> values, double percent) {
        if (values.isEmpty()) throw new IllegalArgumentException("no values");
        if (!(percent > 0 && percent <= 100)) throw new IllegalArgumentException("percent in (0, 100]: " + percent);
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int rank = (int) Math.ceil(percent / 100 * sorted.size());
        return sorted.get(rank - 1);
    }
}
