package io.durabledispatch.benchmarks;

import java.util.ArrayList;
import java.util.List;

/** Medians: robust against the one repetition a busy machine slowed down. */
public final class Stats {
    private Stats() {}

    public static double median(List<Double> values) {
        if (values.isEmpty()) throw new IllegalArgumentException("no values");
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(mid) : (sorted.get(mid - 1) + sorted.get(mid)) / 2;
    }
}
