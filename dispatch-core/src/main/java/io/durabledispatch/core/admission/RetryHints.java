package io.durabledispatch.core.admission;

import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;

/**
 * The delay a retryable outcome suggests to a door that has no schedule of its own (an HTTP client's
 * {@code Retry-After}). The core sees one attempt and knows nothing of earlier ones, so load (throttling, a
 * transient error, a start not attempted) suggests the schedule's first ceiling, the wait after a first failure.
 * A deployment fault suggests at least a minute (capped at the schedule's longest delay): only an operator's fix
 * ends it, and quick retries would only add load. The SQS door ignores the hint: it counts receives.
 */
public record RetryHints(RetrySchedule schedule) {
    static final Duration DEPLOYMENT_FAULT_HINT = Duration.ofMinutes(1);

    public static RetryHints defaults() {
        return new RetryHints(RetrySchedule.defaults());
    }

    public Duration delay(RetryCause cause) {
        return switch (cause) {
            case THROTTLED, TRANSIENT, NOT_STARTED -> schedule.ceiling(1);
            case DEPLOYMENT_FAULT -> min(DEPLOYMENT_FAULT_HINT, schedule.max());
        };
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
