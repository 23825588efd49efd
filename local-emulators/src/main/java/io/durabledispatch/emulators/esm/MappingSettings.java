package io.durabledispatch.emulators.esm;

import java.time.Duration;

/**
 * An SQS event source mapping's knobs, with AWS's limits (Lambda Developer Guide, "Lambda parameters for Amazon
 * SQS event source mappings"). Locally the window may be given in milliseconds, below the service's one-second
 * step, so tests gather batches quickly; the FIFO limits are checked against the queue when a mapping is created.
 *
 * @param batchSize records per invocation (at most 10 on FIFO)
 * @param batchingWindow how long to gather records before invoking with fewer than {@code batchSize} (0 on FIFO)
 * @param maxConcurrency invocations in flight at once
 */
public record MappingSettings(int batchSize, Duration batchingWindow, int maxConcurrency) {
    public static final int FIFO_MAX_BATCH_SIZE = 10;

    public MappingSettings {
        if (batchSize < 1 || batchSize > 10_000) throw new IllegalArgumentException("batch size must be 1-10000");
        if (batchingWindow.isNegative() || batchingWindow.compareTo(Duration.ofSeconds(300)) > 0) {
            throw new IllegalArgumentException("batching window must be 0-300 seconds");
        }
        // Lambda: for SQS, a batch size above 10 requires MaximumBatchingWindowInSeconds of at least 1.
        if (batchSize > 10 && batchingWindow.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("a batch size above 10 needs a batching window of at least 1 second");
        }
        if (maxConcurrency < 2 || maxConcurrency > 1000) {
            throw new IllegalArgumentException("maximum concurrency must be 2-1000");
        }
    }

    /** infra's defaults: batches of 10, a one-second window, five concurrent dispatchers. */
    public static MappingSettings defaults() {
        return new MappingSettings(10, Duration.ofSeconds(1), 5);
    }

    /**
     * The local stack's FIFO mapping derived from the standard one, as infra's FIFO deployment sets it: at most 10
     * records and no batching window.
     */
    public MappingSettings forFifo() {
        return new MappingSettings(Math.min(batchSize, FIFO_MAX_BATCH_SIZE), Duration.ZERO, maxConcurrency);
    }
}
