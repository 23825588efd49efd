package io.durabledispatch.benchmarks.door;

import java.util.Locale;

/**
 * One round's figures, both doors measured back to back in it. Door CPU is the handlers' thread CPU time; process
 * CPU adds everything this JVM did meanwhile (the local HTTP API, the Lambda emulator, the HTTP clients).
 *
 * @param p50Millis request → 202, median of the round's requests
 * @param p99Millis request → 202, 99th percentile (nearest rank)
 * @param acceptedPercent the share of requests answered 202 (the rest 200: their execution had already ended)
 */
record Round(
        int number,
        String order,
        double p50Millis,
        double p99Millis,
        double acceptedPercent,
        double requestsPerSecond,
        double httpDoorMicros,
        double httpProcessMicros,
        double recordsPerSecond,
        double sqsDoorMicros,
        double sqsProcessMicros) {
    static final String HEADER = "| round | order | p50 ms | p99 ms | 202 % | requests/s | HTTP door CPU µs/request "
            + "| process CPU µs/request | records/s | SQS door CPU µs/record | process CPU µs/record "
            + "| door CPU HTTP / SQS |\n|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";

    /** How much more CPU the HTTP door spends on a request than the SQS door on a record. */
    double doorCpuRatio() {
        return httpDoorMicros / sqsDoorMicros;
    }

    String row() {
        return String.format(
                Locale.ROOT,
                "| %d | %s | %.1f | %.1f | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %.2f× |",
                number,
                order,
                p50Millis,
                p99Millis,
                acceptedPercent,
                requestsPerSecond,
                httpDoorMicros,
                httpProcessMicros,
                recordsPerSecond,
                sqsDoorMicros,
                sqsProcessMicros,
                doorCpuRatio());
    }
}
