package io.durabledispatch.console.activity;

import io.durabledispatch.console.activity.ActivitySnapshot.Bucket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts per outcome and operation in fixed time buckets, the last {@code size} kept; plus running totals. */
final class OutcomeCounts {
    private final long bucketMillis;
    private final int size;
    private final TreeMap<Long, Map<String, Map<String, Long>>> buckets = new TreeMap<>();
    private final Map<String, Map<String, Long>> totals = new TreeMap<>();

    OutcomeCounts(Duration bucket, int size) {
        this.bucketMillis = bucket.toMillis();
        this.size = size;
    }

    void add(long at, String outcome, String operation) {
        increment(buckets.computeIfAbsent(startOf(at), start -> new TreeMap<>()), outcome, operation);
        increment(totals, outcome, operation);
        while (buckets.size() > size) buckets.pollFirstEntry();
    }

    /** The last {@code size} buckets up to now, empty ones included, so a chart's time axis is regular. */
    List<Bucket> buckets(long now) {
        List<Bucket> result = new ArrayList<>();
        long current = startOf(now);
        for (long start = current - (size - 1) * bucketMillis; start <= current; start += bucketMillis) {
            result.add(new Bucket(start, copy(buckets.getOrDefault(start, Map.of()))));
        }
        return result;
    }

    Map<String, Map<String, Long>> totals() {
        return copy(totals);
    }

    private long startOf(long at) {
        return Math.floorDiv(at, bucketMillis) * bucketMillis;
    }

    private static void increment(Map<String, Map<String, Long>> counts, String outcome, String operation) {
        counts.computeIfAbsent(outcome, key -> new TreeMap<>()).merge(operation, 1L, Long::sum);
    }

    private static Map<String, Map<String, Long>> copy(Map<String, Map<String, Long>> counts) {
        Map<String, Map<String, Long>> copy = new TreeMap<>();
        counts.forEach((outcome, perOperation) -> copy.put(outcome, new TreeMap<>(perOperation)));
        return copy;
    }
}
