package io.durabledispatch.localstack.template;

import java.util.Optional;

/**
 * One {@code AWS::Lambda::EventSourceMapping} whose source is a Kinesis stream.
 *
 * @param stream the stream's name
 * @param startingPosition {@code TRIM_HORIZON} or {@code LATEST}
 * @param maxRetryAttempts -1: until the records expire
 * @param maxRecordAgeSeconds -1: no limit
 * @param onFailureQueue the queue named by {@code DestinationConfig.OnFailure.Destination}, if any
 */
public record KinesisMappingSpec(
        String logicalId,
        String stream,
        String function,
        Optional<String> qualifier,
        int batchSize,
        String startingPosition,
        boolean bisectOnError,
        int maxRetryAttempts,
        int maxRecordAgeSeconds,
        boolean reportBatchItemFailures,
        Optional<String> onFailureQueue,
        boolean enabled) {
    public static final int DEFAULT_BATCH_SIZE = 100;
}
