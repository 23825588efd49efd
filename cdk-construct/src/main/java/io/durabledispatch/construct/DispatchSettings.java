package io.durabledispatch.construct;

import io.durabledispatch.construct.dispatcher.DispatcherFunction;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.Map;

/**
 * The props as plain values, checked once; every error names the prop. AWS's limits: SQS retention 1–14
 * days; a mapping's batch size 1–10,000 (FIFO 10), batching window 0–300 s (FIFO none), maximum
 * concurrency 2–1,000 (SQS event source mapping docs); function timeout at most 900 s.
 */
record DispatchSettings(
        boolean fifo,
        Duration queueRetention,
        Duration deadLetterRetention,
        int maxReceiveCount,
        Duration lateResend,
        Duration dispatcherTimeout,
        int dispatcherMemorySize,
        int batchSize,
        Duration batchingWindow,
        int maxConcurrency,
        int startConcurrency,
        Duration nominalStartLatency,
        double startQuotaErrorFactor,
        Duration duplicateMemory,
        int duplicateMemoryEntries,
        boolean duplicateMemorySkipsLambda,
        boolean metricsTenantDimension) {
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
        range("dispatcherTimeout (seconds)", dispatcherTimeout.toSeconds(), 3, 900);
        range("dispatcherMemorySize", dispatcherMemorySize, 128, 10240);
        range("batchSize", batchSize, 1, fifo ? 10 : 10000);
        Checks.require(
                !fifo || batchingWindow.isZero(),
                "maxBatchingWindow must be 0 on a FIFO queue (FIFO " + "mappings have no batching window), was "
                        + batchingWindow.toSeconds() + " s");
        range("maxBatchingWindow (seconds)", batchingWindow.toSeconds(), 0, 300);
        Checks.require(
                batchSize <= 10 || batchingWindow.toSeconds() >= 1,
                "batchSize above 10 needs a maxBatchingWindow of at least 1 second, was " + batchSize);
        range("maxConcurrency", maxConcurrency, 2, 1000);
        range("startConcurrency", startConcurrency, 1, 1000);
        Checks.require(nominalStartLatency.toMillis() >= 1, "nominalStartLatency must be at least 1 ms");
        Checks.require(startQuotaErrorFactor >= 1, "startQuotaErrorFactor must be at least 1");
        // The dispatcher's own limits (its Settings), checked here so a bad value fails the synth, not a cold start.
        range("duplicateMemory (seconds)", duplicateMemory.toSeconds(), 0, 3600);
        range("duplicateMemoryEntries", duplicateMemoryEntries, 0, 1_000_000);
    }

    static DispatchSettings of(DurableDispatchProps props) {
        return new DispatchSettings(
                props.fifo(),
                days(props.queueRetention()),
                days(props.deadLetterRetention()),
                receiveCount(props),
                days(props.lateResend()),
                Duration.ofSeconds(props.dispatcherTimeout().toSeconds().longValue()),
                props.dispatcherMemorySize(),
                props.batchSize(),
                Duration.ofSeconds(props.maxBatchingWindow().toSeconds().longValue()),
                props.maxConcurrency(),
                props.startConcurrency(),
                Duration.ofMillis(props.nominalStartLatency().toMilliseconds().longValue()),
                props.startQuotaErrorFactor(),
                Duration.ofSeconds(props.duplicateMemory().toSeconds().longValue()),
                props.duplicateMemoryEntries(),
                props.duplicateMemorySkipsLambda(),
                props.metricsTenantDimension());
    }

    /** The dispatcher's variables these props set, with the names its Settings reads. */
    Map<String, String> dispatcherEnvironment() {
        return Map.of(
                DispatcherFunction.DUPLICATE_MEMORY_SECONDS, String.valueOf(duplicateMemory.toSeconds()),
                DispatcherFunction.DUPLICATE_MEMORY_ENTRIES, String.valueOf(duplicateMemoryEntries),
                DispatcherFunction.DUPLICATE_MEMORY_SKIPS_LAMBDA, String.valueOf(duplicateMemorySkipsLambda),
                DispatcherFunction.METRICS_TENANT_DIMENSION, String.valueOf(metricsTenantDimension));
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

    private static void days(String prop, Duration value, int min, int max) {
        range(prop + " (days)", value.toDays(), min, max);
    }

    private static void range(String prop, long value, long min, long max) {
        Checks.require(
                value >= min && value <= max, prop + " must be between " + min + " and " + max + ", was " + value);
    }
}
