package io.durabledispatch.construct.stream;

import io.durabledispatch.construct.dispatcher.PropsOverlay;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.dynamodb.ITable;
import software.amazon.awscdk.services.kinesis.IStream;
import software.amazon.awscdk.services.lambda.IEventSource;
import software.amazon.awscdk.services.lambda.IEventSourceDlq;
import software.amazon.awscdk.services.lambda.StartingPosition;
import software.amazon.awscdk.services.lambda.eventsources.DynamoEventSource;
import software.amazon.awscdk.services.lambda.eventsources.DynamoEventSourceProps;
import software.amazon.awscdk.services.lambda.eventsources.KinesisEventSource;
import software.amazon.awscdk.services.lambda.eventsources.KinesisEventSourceProps;

/**
 * The door's event source mapping: the settings docs/reference/stream-door.md asks for, with the team's overrides
 * laid over them. The mapping grants the function's role the stream reads and the send to its on-failure queue.
 */
public final class StreamEventSources {
    /** Bounded: a shard held by a fault no retry fixes (a deleted target) ends at the on-failure queue. */
    public static final int RETRY_ATTEMPTS = 10;
    /**
     * Both kinds of stream keep a record 24 hours unless told otherwise: a record is given up (its batch's metadata
     * at the on-failure queue) an hour before the stream would drop it silently.
     */
    public static final Duration MAX_RECORD_AGE = Duration.hours(23);
    /** One batch per shard at a time: records of a shard start in order. */
    public static final int PARALLELIZATION_FACTOR = 1;

    private StreamEventSources() {}

    /**
     * @param startingPosition the team's choice, which wins over the override's; else the override's, else
     *     {@code TRIM_HORIZON}
     */
    public static IEventSource kinesis(
            IStream stream,
            IEventSourceDlq onFailure,
            Optional<StartingPosition> startingPosition,
            Optional<KinesisEventSourceProps> overrides) {
        KinesisEventSourceProps.Builder props = KinesisEventSourceProps.builder();
        PropsOverlay.copy(
                KinesisEventSourceProps.class,
                KinesisEventSourceProps.builder()
                        .startingPosition(StartingPosition.TRIM_HORIZON)
                        .reportBatchItemFailures(true)
                        .bisectBatchOnError(true)
                        .retryAttempts(RETRY_ATTEMPTS)
                        .maxRecordAge(MAX_RECORD_AGE)
                        .parallelizationFactor(PARALLELIZATION_FACTOR)
                        .onFailure(onFailure)
                        .build(),
                props);
        overrides.ifPresent(team -> PropsOverlay.copy(KinesisEventSourceProps.class, team, props));
        startingPosition.ifPresent(props::startingPosition);
        return new KinesisEventSource(stream, props.build());
    }

    /**
     * @param startingPosition the team's choice, which wins over the override's; else the override's, else
     *     {@code LATEST}
     */
    public static IEventSource dynamo(
            ITable table,
            IEventSourceDlq onFailure,
            Optional<StartingPosition> startingPosition,
            Optional<DynamoEventSourceProps> overrides) {
        DynamoEventSourceProps.Builder props = DynamoEventSourceProps.builder();
        PropsOverlay.copy(
                DynamoEventSourceProps.class,
                DynamoEventSourceProps.builder()
                        .startingPosition(StartingPosition.LATEST)
                        .reportBatchItemFailures(true)
                        .bisectBatchOnError(true)
                        .retryAttempts(RETRY_ATTEMPTS)
                        .maxRecordAge(MAX_RECORD_AGE)
                        .parallelizationFactor(PARALLELIZATION_FACTOR)
                        .onFailure(onFailure)
                        .build(),
                props);
        overrides.ifPresent(team -> PropsOverlay.copy(DynamoEventSourceProps.class, team, props));
        startingPosition.ifPresent(props::startingPosition);
        return new DynamoEventSource(table, props.build());
    }
}
