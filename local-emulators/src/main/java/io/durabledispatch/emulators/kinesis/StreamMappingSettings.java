package io.durabledispatch.emulators.kinesis;

import java.time.Duration;
import java.util.Optional;

/**
 * A Kinesis event source mapping's knobs, with Lambda's limits (Lambda Developer Guide, "Lambda parameters for
 * Amazon Kinesis Data Streams event source mappings").
 *
 * @param batchSize records per invocation, 1-10000 (Lambda's default 100)
 * @param bisectOnError split a batch in two when the function fails it
 * @param maxRetryAttempts -1: retry until the record expires; else 0-10000
 * @param maxRecordAge empty: no limit; else 60 s to 7 days
 * @param reportBatchItemFailures FunctionResponseTypes holds ReportBatchItemFailures
 */
public record StreamMappingSettings(
        int batchSize,
        StartingPosition startingPosition,
        boolean bisectOnError,
        int maxRetryAttempts,
        Optional<Duration> maxRecordAge,
        boolean reportBatchItemFailures) {
    public static final int DEFAULT_BATCH_SIZE = 100;
    public static final int INFINITE_RETRIES = -1;

    public StreamMappingSettings {
        if (batchSize < 1 || batchSize > 10_000) throw new IllegalArgumentException("batch size must be 1-10000");
        if (maxRetryAttempts < INFINITE_RETRIES || maxRetryAttempts > 10_000) {
            throw new IllegalArgumentException("maximum retry attempts must be -1 (infinite) or 0-10000");
        }
        maxRecordAge.ifPresent(age -> {
            if (age.compareTo(Duration.ofSeconds(60)) < 0 || age.compareTo(Duration.ofDays(7)) > 0) {
                throw new IllegalArgumentException("maximum record age must be -1 (infinite) or 60-604800 seconds");
            }
        });
    }

    /** Lambda's defaults: batches of 100, no bisect, infinite retries and age, no partial batch responses. */
    public static StreamMappingSettings defaults(StartingPosition startingPosition) {
        return new StreamMappingSettings(
                DEFAULT_BATCH_SIZE, startingPosition, false, INFINITE_RETRIES, Optional.empty(), false);
    }

    /** A retry attempt beyond this many is not made. */
    boolean retriesExhausted(int retries) {
        return maxRetryAttempts != INFINITE_RETRIES && retries > maxRetryAttempts;
    }
}
