package io.durabledispatch.durableservice;

import java.time.Duration;
import java.util.Objects;

/**
 * Tunables of the service: where ARNs point, the DurableConfig a start without one gets (retention of closed
 * executions and their names, execution timeout), the backoff of failed invocations and the page size of
 * operation state.
 *
 * @param firstRetryDelay the wait before re-invoking after the first failed invocation; it doubles with every
 *     further consecutive failure up to {@code maxRetryDelay}, until the execution times out
 */
public record ServiceSettings(
        String region,
        String accountId,
        Duration retention,
        Duration executionTimeout,
        Duration firstRetryDelay,
        Duration maxRetryDelay,
        int statePageSize) {

    public ServiceSettings {
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(accountId, "accountId");
        requirePositive("retention", retention);
        requirePositive("executionTimeout", executionTimeout);
        requirePositive("firstRetryDelay", firstRetryDelay);
        if (maxRetryDelay.compareTo(firstRetryDelay) < 0) {
            throw new IllegalArgumentException("maxRetryDelay must be at least firstRetryDelay");
        }
        if (statePageSize < 1) {
            throw new IllegalArgumentException("statePageSize must be positive");
        }
    }

    /**
     * 14 days of retention (the documented default of RetentionPeriodInDays), the largest ExecutionTimeout (366
     * days; the API requires one, so a start without a DurableConfig gets the most permissive), failed invocations
     * retried after 1 s, 2 s, 4 s … at most 5 minutes apart, pages of 100.
     */
    public static ServiceSettings defaults() {
        return new ServiceSettings(
                "us-east-1",
                "123456789012",
                Duration.ofDays(14),
                Duration.ofSeconds(31_622_400),
                Duration.ofSeconds(1),
                Duration.ofMinutes(5),
                100);
    }

    public ServiceSettings withLocation(String newRegion, String newAccountId) {
        return new ServiceSettings(
                newRegion, newAccountId, retention, executionTimeout, firstRetryDelay, maxRetryDelay, statePageSize);
    }

    public ServiceSettings withRetention(Duration value) {
        return new ServiceSettings(
                region, accountId, value, executionTimeout, firstRetryDelay, maxRetryDelay, statePageSize);
    }

    public ServiceSettings withExecutionTimeout(Duration value) {
        return new ServiceSettings(region, accountId, retention, value, firstRetryDelay, maxRetryDelay, statePageSize);
    }

    public ServiceSettings withStatePageSize(int value) {
        return new ServiceSettings(
                region, accountId, retention, executionTimeout, firstRetryDelay, maxRetryDelay, value);
    }

    /** The backoff after {@code consecutiveFailures} (1, 2, …) failed invocations in a row. */
    Duration retryDelay(int consecutiveFailures) {
        Duration delay = firstRetryDelay;
        for (int i = 1; i < consecutiveFailures && delay.compareTo(maxRetryDelay) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return delay.compareTo(maxRetryDelay) > 0 ? maxRetryDelay : delay;
    }

    private static void requirePositive(String name, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, was " + value);
        }
    }
}
