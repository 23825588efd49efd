package io.durabledispatch.console.activity;

import java.util.List;
import java.util.Map;

/**
 * What the dispatcher page shows, as JSON.
 *
 * @param startedAt when counting began (epoch milliseconds): totals are since then
 * @param tenant the tenant these numbers are of (normalised), or null for all requests
 * @param door the door these numbers are of ({@code sqs}, {@code http}, ...), or null for every door
 * @param buckets oldest first, one per {@code bucketMillis}, the current one last; empty ones included
 * @param totals outcome → operation → count since the console started
 * @param doors door → outcome → count since the console started (of the tenant, if one is asked for); only doors
 *     that had a request
 */
public record ActivitySnapshot(
        long bucketMillis,
        long startedAt,
        String tenant,
        String door,
        List<Bucket> buckets,
        Map<String, Map<String, Long>> totals,
        Map<String, Map<String, Long>> doors,
        List<ActivityRow> latest) {

    /** @param counts outcome → operation → count within this bucket */
    public record Bucket(long start, Map<String, Map<String, Long>> counts) {}

    /**
     * Requests of one door and execution name with one outcome (and reason), collapsed.
     *
     * @param requestId the latest request's id in its door (SQS message id, API Gateway request id, eventID)
     * @param messageId the same for an SQS record (the field the page has always shown), else null
     * @param httpStatus the status the HTTP door answered the latest request with, else null
     */
    public record ActivityRow(
            long firstAt,
            long lastAt,
            long count,
            String door,
            String outcome,
            String operation,
            String route,
            String tenant,
            String executionName,
            String reason,
            String requestId,
            String messageId,
            Integer httpStatus) {}
}
