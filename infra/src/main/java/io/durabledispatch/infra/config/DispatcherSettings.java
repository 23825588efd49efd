package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.BATCHING_WINDOW_SECONDS;
import static io.durabledispatch.infra.config.ContextKeys.BATCH_SIZE;
import static io.durabledispatch.infra.config.ContextKeys.DISPATCHER_MEMORY_MB;
import static io.durabledispatch.infra.config.ContextKeys.DISPATCHER_TIMEOUT_SECONDS;
import static io.durabledispatch.infra.config.ContextKeys.MAX_CONCURRENCY;
import static io.durabledispatch.infra.config.ContextKeys.START_CONCURRENCY;

import io.durabledispatch.settings.IntegerSetting;
import io.durabledispatch.settings.SettingsTable;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * The dispatcher function and its SQS event source mapping.
 *
 * @param maxConcurrency the event source mapping's cap on concurrent dispatcher instances
 * @param startConcurrency parallel starts inside one invocation (the dispatcher's MAX_CONCURRENCY); empty: the
 *     construct derives it from the targets' start quotas
 */
public record DispatcherSettings(
        Duration timeout,
        int memoryMb,
        int batchSize,
        Duration batchingWindow,
        int maxConcurrency,
        OptionalInt startConcurrency) {
    private static final int FIFO_MAX_BATCH_SIZE = 10;
    /** The dispatcher's own setting: its range comes from the settings table; unset, the construct derives it. */
    private static final IntegerSetting STARTS = SettingsTable.MAX_CONCURRENCY;

    static DispatcherSettings fromContext(ContextReader context, boolean fifo) {
        DispatcherSettings settings = new DispatcherSettings(
                Duration.ofSeconds(context.integer(DISPATCHER_TIMEOUT_SECONDS, 30, 3, 900)),
                context.integer(DISPATCHER_MEMORY_MB, 1024, 128, 10240),
                context.integer(BATCH_SIZE, 10, 1, 10000),
                Duration.ofSeconds(context.integer(BATCHING_WINDOW_SECONDS, fifo ? 0 : 1, 0, 300)),
                context.integer(MAX_CONCURRENCY, 5, 2, 1000),
                context.optionalInteger(START_CONCURRENCY, STARTS.min(), STARTS.max()));
        return fifo ? settings.requireFifoLimits() : settings;
    }

    private DispatcherSettings requireFifoLimits() {
        if (batchSize > FIFO_MAX_BATCH_SIZE) {
            throw new IllegalArgumentException(
                    "CDK context '" + BATCH_SIZE + "' must be at most " + FIFO_MAX_BATCH_SIZE + " on a FIFO queue");
        }
        if (!batchingWindow.isZero()) {
            throw new IllegalArgumentException(
                    "CDK context '" + BATCHING_WINDOW_SECONDS + "' must be 0 on a FIFO queue (no batching window)");
        }
        return this;
    }
}
