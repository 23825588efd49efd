package io.durabledispatch.demo.workload;

/**
 * The shape of a demo workload.
 *
 * @param events every message sent, copies and bad ones included
 * @param tenants distinct tenants the requests are spread over
 * @param duplicatePercent share of messages that are exact copies of an earlier one
 * @param resendPercent share of messages that resend a request with only volatile fields changed
 * @param conflicts messages that reuse a request's key with different content
 * @param poison messages no route can take (malformed, unroutable, missing keys)
 * @param apiPercent share of the distinct requests sent to the HTTP API instead of the queue (0-50); with some,
 *     the API also gets retry storms of identical requests, a conflict and an invalid request on top
 * @param busPercent share of the distinct requests put on the EventBridge bus instead ({@value #MAX_BUS_PERCENT}
 *     at most); some of them are copied onto the stream as well
 * @param streamPercent share of the distinct requests put on the Kinesis stream instead ({@value
 *     #MAX_STREAM_PERCENT} at most); some of them are copied onto the bus as well
 */
public record WorkloadSpec(
        int events,
        int tenants,
        int duplicatePercent,
        int resendPercent,
        int conflicts,
        int poison,
        long seed,
        int apiPercent,
        int busPercent,
        int streamPercent) {
    public static final int MAX_API_PERCENT = 50;
    public static final int MAX_BUS_PERCENT = 30;
    public static final int MAX_STREAM_PERCENT = 30;
    /** The queue keeps at least a fifth of the distinct requests: its copies and conflicts are drawn from them. */
    public static final int MAX_OTHER_DOORS_PERCENT = 80;

    public WorkloadSpec {
        requirePercent("apiPercent", apiPercent, MAX_API_PERCENT);
        requirePercent("busPercent", busPercent, MAX_BUS_PERCENT);
        requirePercent("streamPercent", streamPercent, MAX_STREAM_PERCENT);
        if (apiPercent + busPercent + streamPercent > MAX_OTHER_DOORS_PERCENT) {
            throw new IllegalArgumentException("apiPercent, busPercent and streamPercent must be "
                    + MAX_OTHER_DOORS_PERCENT + " at most together");
        }
        if (tenants < 1) throw new IllegalArgumentException("tenants must be at least 1");
        if (duplicatePercent < 0 || resendPercent < 0 || duplicatePercent + resendPercent > 90) {
            throw new IllegalArgumentException("duplicate and resend percentages must be 0-90 together");
        }
        if (conflicts < 0 || poison < 0) throw new IllegalArgumentException("conflicts and poison must be >= 0");
        int unique = events - events * duplicatePercent / 100 - events * resendPercent / 100 - conflicts - poison;
        if (unique < Math.max(1, conflicts)) { // fields are not assigned yet: no accessor calls here
            throw new IllegalArgumentException("too few events for the copies, conflicts and poison asked for");
        }
    }

    /** Through the queue and the HTTP API. */
    public WorkloadSpec(
            int events,
            int tenants,
            int duplicatePercent,
            int resendPercent,
            int conflicts,
            int poison,
            long seed,
            int apiPercent) {
        this(events, tenants, duplicatePercent, resendPercent, conflicts, poison, seed, apiPercent, 0, 0);
    }

    /** Everything through the queue. */
    public WorkloadSpec(
            int events, int tenants, int duplicatePercent, int resendPercent, int conflicts, int poison, long seed) {
        this(events, tenants, duplicatePercent, resendPercent, conflicts, poison, seed, 0);
    }

    public static WorkloadSpec defaults() {
        return new WorkloadSpec(1000, 5, 12, 8, 10, 10, 7L, 20, 10, 10);
    }

    private static void requirePercent(String name, int percent, int max) {
        if (percent < 0 || percent > max) throw new IllegalArgumentException(name + " must be 0-" + max);
    }

    public int duplicates() {
        return events * duplicatePercent / 100;
    }

    public int resends() {
        return events * resendPercent / 100;
    }

    /** Distinct business requests: each must end as exactly one execution. */
    public int uniqueRequests() {
        return events - duplicates() - resends() - conflicts - poison;
    }
}
