package io.durabledispatch.localstack.template;

import java.time.Duration;
import java.util.Optional;

/**
 * One SQS {@code AWS::Lambda::EventSourceMapping}: which queue feeds which function (and qualifier).
 *
 * @param maxConcurrency {@code ScalingConfig.MaximumConcurrency}; AWS's default is unbounded, locally
 *     {@link #DEFAULT_MAX_CONCURRENCY}
 */
public record MappingSpec(
        String logicalId,
        String queue,
        String function,
        Optional<String> qualifier,
        int batchSize,
        Duration batchingWindow,
        int maxConcurrency,
        boolean reportBatchItemFailures,
        boolean enabled) {
    public static final int DEFAULT_BATCH_SIZE = 10;
    public static final int DEFAULT_MAX_CONCURRENCY = 5;
}
