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
 */
public record WorkloadSpec(
        int events,
        int tenants,
        int duplicatePercent,
        int resendPercent,
        int conflicts,
        int poison,
        long seed,
        int apiPercent) {
    public WorkloadSpec {
        if (apiPercent < 0 || apiPercent > 50) throw new IllegalArgumentException("apiPercent must be 0-50");
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

    /** Everything through the queue. */
    public WorkloadSpec(
            int events, int tenants, int duplicatePercent, int resendPercent, int conflicts, int poison, long seed) {
        this(events, tenants, duplicatePercent, resendPercent, conflicts, poison, seed, 0);
    }

    public static WorkloadSpec defaults() {
        return new WorkloadSpec(1000, 5, 12, 8, 10, 10, 7L, 20);
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
