package io.durabledispatch.construct;

import io.durabledispatch.routes.retry.RetrySchedule;
import io.durabledispatch.settings.StartConcurrency;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;

/**
 * The values the queues and the guards work with, as plain values: the construct's own props, checked here (every
 * error names the prop; SQS retention is 1–14 days), and the effective function and mapping props, which
 * {@link Overrides} has checked. The dispatcher's settings were checked by the settings table as they were set.
 */
record DispatchSettings(
        boolean fifo,
        Duration queueRetention,
        Duration deadLetterRetention,
        int maxReceiveCount,
        Duration lateResend,
        Duration dispatcherTimeout,
        Duration batchingWindow,
        int maxConcurrency,
        int startConcurrency,
        Duration nominalStartLatency,
        double startQuotaErrorFactor) {
    /** AWS's rule for an SQS-triggered function: visibility timeout at least six times the function's. */
    static final int VISIBILITY_FACTOR = 6;

    DispatchSettings {
        days("queueRetention", queueRetention, 1, 14);
        days("deadLetterRetention", deadLetterRetention, 1, 14);
        Checks.require(
                maxReceiveCount >= 5 && maxReceiveCount <= RetrySchedule.SQS_MAX_RECEIVE_COUNT,
                "maxReceiveCount must be 5-1000 (enough receives to ride out throttling before the DLQ), was "
                        + maxReceiveCount);
        Checks.require(!lateResend.isNegative(), "lateResend must not be negative");
        Checks.require(nominalStartLatency.toMillis() >= 1, "nominalStartLatency must be at least 1 ms");
        Checks.require(startQuotaErrorFactor >= 1, "startQuotaErrorFactor must be at least 1");
    }

    /**
     * @param function the effective function props; @param eventSource the effective mapping props; @param routes
     *     at least one
     */
    static DispatchSettings of(
            DurableDispatchProps props,
            FunctionOptions function,
            SqsEventSourceProps eventSource,
            List<DispatchRoute> routes) {
        int maxConcurrency = eventSource.getMaxConcurrency().intValue();
        Duration nominalStartLatency =
                Duration.ofMillis(props.nominalStartLatency().toMilliseconds().longValue());
        return new DispatchSettings(
                props.fifo(),
                days(props.queueRetention()),
                days(props.deadLetterRetention()),
                receiveCount(props),
                days(props.lateResend()),
                seconds(function.getTimeout()),
                Optional.ofNullable(eventSource.getMaxBatchingWindow())
                        .map(DispatchSettings::seconds)
                        .orElse(Duration.ZERO),
                maxConcurrency,
                startConcurrency(props, maxConcurrency, nominalStartLatency, routes),
                nominalStartLatency,
                props.startQuotaErrorFactor());
    }

    /** The explicit startConcurrency, or the largest whose worst case stays within every target's start quota. */
    private static int startConcurrency(
            DurableDispatchProps props, int maxConcurrency, Duration nominalStartLatency, List<DispatchRoute> routes) {
        if (props.startConcurrency().isPresent())
            return props.startConcurrency().getAsInt();
        Checks.require(nominalStartLatency.toMillis() >= 1, "nominalStartLatency must be at least 1 ms");
        double lowestQuota = routes.stream()
                .mapToDouble(route -> route.target().startQuota())
                .min()
                .orElseThrow();
        return StartConcurrency.derived(lowestQuota, maxConcurrency, nominalStartLatency);
    }

    /** The explicit maxReceiveCount, or the one at which the backoff schedule alone outlasts the retention. */
    private static int receiveCount(DurableDispatchProps props) {
        if (props.maxReceiveCount() != DurableDispatchProps.DERIVED_RECEIVE_COUNT) return props.maxReceiveCount();
        return RetrySchedule.defaults().maxReceiveCount(days(props.queueRetention()));
    }

    /** Long enough that a record in flight (plus the batching window) is not redelivered meanwhile. */
    Duration visibilityTimeout() {
        return dispatcherTimeout.multipliedBy(VISIBILITY_FACTOR).plus(batchingWindow);
    }

    private static Duration days(software.amazon.awscdk.Duration duration) {
        return Duration.ofDays(duration.toDays().longValue());
    }

    private static Duration seconds(software.amazon.awscdk.Duration duration) {
        return Duration.ofSeconds(duration.toSeconds().longValue());
    }

    private static void days(String prop, Duration value, int min, int max) {
        long days = value.toDays();
        Checks.require(
                days >= min && days <= max, prop + " (days) must be between " + min + " and " + max + ", was " + days);
    }
}
