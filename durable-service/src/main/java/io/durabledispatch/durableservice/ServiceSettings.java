package io.durabledispatch.durableservice;

import java.time.Duration;
import java.util.Objects;

/**
 * Tunables of the service: where ARNs point, how long closed executions (and so their names) are kept,
 * how failed invocations are retried, and the page size of operation state.
 */
public record ServiceSettings(
        String region,
        String accountId,
        Duration retention,
        Duration invocationRetryDelay,
        int maxInvocationAttempts,
        int statePageSize) {

    public ServiceSettings {
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(accountId, "accountId");
        if (retention.isNegative() || retention.isZero()) {
            throw new IllegalArgumentException("retention must be positive, was " + retention);
        }
        if (maxInvocationAttempts < 1 || statePageSize < 1) {
            throw new IllegalArgumentException("maxInvocationAttempts and statePageSize must be positive");
        }
    }

    /** 14 days of retention (the documented default), 5 s between failed invocations, 5 tries, pages of 100. */
    public static ServiceSettings defaults() {
        return new ServiceSettings("us-east-1", "123456789012", Duration.ofDays(14), Duration.ofSeconds(5), 5, 100);
    }

    public ServiceSettings withRetention(Duration value) {
        return new ServiceSettings(
                region, accountId, value, invocationRetryDelay, maxInvocationAttempts, statePageSize);
    }

    public ServiceSettings withStatePageSize(int value) {
        return new ServiceSettings(region, accountId, retention, invocationRetryDelay, maxInvocationAttempts, value);
    }
}
