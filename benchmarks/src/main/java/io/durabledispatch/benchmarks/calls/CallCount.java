package io.durabledispatch.benchmarks.calls;

import java.util.Map;

/**
 * Requests one scenario caused, beside what a handler-level idempotency table would need for the same
 * records: a conditional write to claim the key and one to mark it complete, around the start.
 *
 * @param tableCallsPerRecord the idempotency-table design's calls for this scenario, per record
 */
record CallCount(String scenario, int records, Map<String, Long> counts, int failed, String tableCallsPerRecord) {
    static final String HEADER = "| scenario | records | Invoke | StartExecution | DescribeExecution | SendMessage "
            + "| calls / record | with an idempotency table | failed |\n|---|---:|---:|---:|---:|---:|---:|---|---:|";

    String row() {
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        return "| %s | %d | %d | %d | %d | %d | %.2f | %s | %d |"
                .formatted(
                        scenario,
                        records,
                        count("Invoke"),
                        count("StartExecution"),
                        count("DescribeExecution"),
                        count("SendMessage"),
                        (double) total / records,
                        tableCallsPerRecord,
                        failed);
    }

    private long count(String operation) {
        return counts.getOrDefault(operation, 0L);
    }
}
