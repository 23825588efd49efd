package io.durabledispatch.console.activity;

import java.util.List;
import java.util.Map;

/**
 * What the dispatcher page shows, as JSON.
 *
 * @param startedAt when counting began (epoch milliseconds): totals are since then
 * @param tenant the tenant these numbers are of (normalised), or null for all records
 * @param buckets oldest first, one per {@code bucketMillis}, the current one last; empty ones included
 * @param totals outcome → operation → count since the console started
 */
public record ActivitySnapshot(
        long bucketMillis,
        long startedAt,
        String tenant,
        List<Bucket> buckets,
        Map<String, Map<String, Long>> totals,
        List<ActivityRow> latest) {

    /** @param counts outcome → operation → count within this bucket */
    public record Bucket(long start, Map<String, Map<String, Long>> counts) {}

    /** Records of one execution name with one outcome (and reason), collapsed. */
    public record ActivityRow(
            long firstAt,
            long lastAt,
            long count,
            String outcome,
            String operation,
            String route,
            String tenant,
            String executionName,
            String reason,
            String messageId) {}
}
