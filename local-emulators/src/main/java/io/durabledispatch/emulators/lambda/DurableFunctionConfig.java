package io.durabledispatch.emulators.lambda;

import java.time.Duration;

/**
 * A hosted function's {@code DurableConfig} (Lambda API Reference, "DurableConfig"): how long one execution may
 * run ({@code ExecutionTimeout}, 1 s to 366 days) and how long a closed execution, and so its name, is kept
 * ({@code RetentionPeriodInDays}, 1 to 90 days). Published versions are immutable in Lambda, so an execution keeps
 * the configuration of the version it started on.
 */
public record DurableFunctionConfig(Duration executionTimeout, Duration retention) {
    public static final Duration MAX_EXECUTION_TIMEOUT = Duration.ofSeconds(31_622_400);
    public static final int MAX_RETENTION_DAYS = 90;

    public DurableFunctionConfig {
        if (executionTimeout.toSeconds() < 1 || executionTimeout.compareTo(MAX_EXECUTION_TIMEOUT) > 0) {
            throw new IllegalArgumentException("ExecutionTimeout must be 1-31622400 seconds, was " + executionTimeout);
        }
        // Lambda takes whole days (of(..) does); shorter retentions are a local shortcut for manual-clock tests.
        if (retention.isNegative()
                || retention.isZero()
                || retention.compareTo(Duration.ofDays(MAX_RETENTION_DAYS)) > 0) {
            throw new IllegalArgumentException("RetentionPeriodInDays must be 1-90 days, was " + retention);
        }
    }

    public static DurableFunctionConfig of(Duration executionTimeout, int retentionDays) {
        if (retentionDays < 1) {
            throw new IllegalArgumentException("RetentionPeriodInDays must be 1-90, was " + retentionDays);
        }
        return new DurableFunctionConfig(executionTimeout, Duration.ofDays(retentionDays));
    }
}
