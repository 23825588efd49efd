package io.durabledispatch.construct;

import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;

import io.durabledispatch.settings.EnvironmentValues;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.dynamodb.ITable;
import software.amazon.awscdk.services.kinesis.IStream;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.StartingPosition;
import software.amazon.awscdk.services.lambda.eventsources.DynamoEventSourceProps;
import software.amazon.awscdk.services.lambda.eventsources.KinesisEventSourceProps;
import software.amazon.awscdk.services.sqs.IQueue;

/**
 * What a {@link DurableDispatchStream} deploys. {@code routes} is required, and exactly one source: a Kinesis
 * {@link Builder#stream} or a DynamoDB {@link Builder#table} with a stream.
 */
public final class DurableDispatchStreamProps {
    private final Builder values;

    private DurableDispatchStreamProps(Builder values) {
        this.values = values.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    public List<DispatchRoute> routes() {
        return values.routes;
    }

    public Optional<IStream> stream() {
        return Optional.ofNullable(values.stream);
    }

    public Optional<ITable> table() {
        return Optional.ofNullable(values.table);
    }

    public Optional<IQueue> parkingQueue() {
        return Optional.ofNullable(values.parkingQueue);
    }

    public Optional<StartingPosition> startingPosition() {
        return Optional.ofNullable(values.startingPosition);
    }

    public FunctionOptions streamFunctionProps() {
        return values.streamFunctionProps;
    }

    public Optional<KinesisEventSourceProps> kinesisEventSourceProps() {
        return Optional.ofNullable(values.kinesisEventSourceProps);
    }

    public Optional<DynamoEventSourceProps> dynamoEventSourceProps() {
        return Optional.ofNullable(values.dynamoEventSourceProps);
    }

    public Optional<Code> streamCode() {
        return Optional.ofNullable(values.streamCode);
    }

    /** The door's variables these props set, checked by the settings table. */
    public EnvironmentValues streamVariables() {
        return values.streamVariables;
    }

    public Duration iteratorAgeThreshold() {
        return values.iteratorAgeThreshold;
    }

    /** Builder with the construct's defaults; the door's settings start at the table's defaults. */
    public static final class Builder {
        private List<DispatchRoute> routes = List.of();
        private IStream stream;
        private ITable table;
        private IQueue parkingQueue;
        private StartingPosition startingPosition;
        private FunctionOptions streamFunctionProps = FunctionOptions.builder().build();
        private KinesisEventSourceProps kinesisEventSourceProps;
        private DynamoEventSourceProps dynamoEventSourceProps;
        private Code streamCode;
        private EnvironmentValues streamVariables = EnvironmentValues.defaults(MAX_CONCURRENCY);
        private Duration iteratorAgeThreshold = Duration.minutes(5);

        private Builder() {}

        /** Required: the route document (the same list a {@link DurableDispatch} takes). */
        public Builder routes(List<DispatchRoute> routes) {
            this.routes = List.copyOf(routes);
            return this;
        }

        /** The Kinesis data stream to read; pass this or {@link #table}, not both. */
        public Builder stream(IStream stream) {
            this.stream = stream;
            return this;
        }

        /**
         * The DynamoDB table whose stream to read; pass this or {@link #stream}, not both. Its stream must carry
         * the new image ({@code NEW_IMAGE} or {@code NEW_AND_OLD_IMAGES}): the door plans from it.
         */
        public Builder table(ITable table) {
            this.table = table;
            return this;
        }

        /** Where records that can never start are parked. Default: a queue the construct creates. */
        public Builder parkingQueue(IQueue parkingQueue) {
            this.parkingQueue = parkingQueue;
            return this;
        }

        /**
         * Where a new mapping starts reading. Default {@code TRIM_HORIZON} for Kinesis: a stream a team passes in
         * is usually written to for the door, so records written before the first deploy are requests too, and
         * replaying them is harmless (the same records plan to the same executions). Default {@code LATEST} for
         * DynamoDB: a table's stream shows every write of the table's own history, which mostly was admitted some
         * other way; starting there would start old requests. Wins over the event source props' value.
         */
        public Builder startingPosition(StartingPosition startingPosition) {
            this.startingPosition = startingPosition;
            return this;
        }

        /**
         * Overrides of the door function's props laid over
         * {@link io.durabledispatch.construct.stream.StreamDoorFunction#defaults}; its {@code environment} adds
         * variables of your own, the door's come from the props of this class.
         */
        public Builder streamFunctionProps(FunctionOptions streamFunctionProps) {
            this.streamFunctionProps = streamFunctionProps;
            return this;
        }

        /**
         * With {@link #stream}: overrides of the mapping's props laid over the construct's
         * ({@link io.durabledispatch.construct.stream.StreamEventSources}).
         */
        public Builder kinesisEventSourceProps(KinesisEventSourceProps kinesisEventSourceProps) {
            this.kinesisEventSourceProps = kinesisEventSourceProps;
            return this;
        }

        /**
         * With {@link #table}: overrides of the mapping's props laid over the construct's
         * ({@link io.durabledispatch.construct.stream.StreamEventSources}).
         */
        public Builder dynamoEventSourceProps(DynamoEventSourceProps dynamoEventSourceProps) {
            this.dynamoEventSourceProps = dynamoEventSourceProps;
            return this;
        }

        /** Default: the door's jar bundled in this library. Override only to deploy a build of your own. */
        public Builder streamCode(Code streamCode) {
            this.streamCode = streamCode;
            return this;
        }

        /** {@link io.durabledispatch.settings.SettingsTable#MAX_CONCURRENCY}: concurrent starts per batch. */
        public Builder maxConcurrency(int maxConcurrency) {
            streamVariables = streamVariables.with(MAX_CONCURRENCY, maxConcurrency);
            return this;
        }

        /**
         * The alarm fires when the oldest record of a batch waited longer than this (the function's
         * {@code IteratorAge}, its maximum over a minute, three minutes in a row). Default 5 minutes.
         */
        public Builder iteratorAgeThreshold(Duration iteratorAgeThreshold) {
            this.iteratorAgeThreshold = iteratorAgeThreshold;
            return this;
        }

        public DurableDispatchStreamProps build() {
            return new DurableDispatchStreamProps(this);
        }

        private Builder copy() {
            Builder copy = new Builder();
            copy.routes = routes;
            copy.stream = stream;
            copy.table = table;
            copy.parkingQueue = parkingQueue;
            copy.startingPosition = startingPosition;
            copy.streamFunctionProps = streamFunctionProps;
            copy.kinesisEventSourceProps = kinesisEventSourceProps;
            copy.dynamoEventSourceProps = dynamoEventSourceProps;
            copy.streamCode = streamCode;
            copy.streamVariables = streamVariables;
            copy.iteratorAgeThreshold = iteratorAgeThreshold;
            return copy;
        }
    }
}
