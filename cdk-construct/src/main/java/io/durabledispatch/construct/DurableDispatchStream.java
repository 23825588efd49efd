package io.durabledispatch.construct;

import io.durabledispatch.construct.dispatcher.PropsOverlay;
import io.durabledispatch.construct.grants.TargetGrants;
import io.durabledispatch.construct.nag.NagReasons;
import io.durabledispatch.construct.queues.DispatchQueues;
import io.durabledispatch.construct.stream.IteratorAgeAlarm;
import io.durabledispatch.construct.stream.StreamDoorCode;
import io.durabledispatch.construct.stream.StreamDoorFunction;
import io.durabledispatch.construct.stream.StreamEventSources;
import io.durabledispatch.settings.SettingsTable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.IEventSource;
import software.amazon.awscdk.services.lambda.eventsources.SqsDlq;
import software.amazon.awscdk.services.sqs.IQueue;
import software.amazon.awscdk.services.sqs.Queue;
import software.constructs.Construct;

/**
 * The stream door on a stream the team owns: a Kinesis data stream or a DynamoDB table's stream. Creates the
 * door's function (its alias {@code live} behind the event source mapping), the mapping with partial batch
 * answers, bisection, bounded retries and an on-failure queue, a parking queue unless the team passes one,
 * least-privilege grants derived from the routes, and an alarm on how far the door is behind its stream.
 */
public final class DurableDispatchStream extends Construct {
    /** The batches the mapping gave up keep their metadata as long as SQS allows, for a replay by sequence. */
    private static final int FAILED_BATCH_RETENTION_DAYS = 14;

    private final StreamDoorFunction door;
    private final IQueue parkingQueue;
    private final Queue failedBatches;
    private final Alarm iteratorAgeAlarm;

    public DurableDispatchStream(Construct scope, String id, DurableDispatchStreamProps props) {
        super(scope, id);
        String path = getNode().getPath();
        List<DispatchRoute> routes = props.routes();
        Checks.require(!routes.isEmpty(), path + ": routes must name at least one route");
        RouteValidation.operations(path, routes);
        requireOneSource(path, props);

        this.parkingQueue = props.parkingQueue().orElseGet(() -> DispatchQueues.parkingQueue(this, "ParkingQueue"));
        this.failedBatches = createFailedBatchQueue();
        this.door = createDoor(props, routes);
        TargetGrants.grant(
                door.function(),
                routes.stream().map(DispatchRoute::target).distinct().toList());
        parkingQueue.grantSendMessages(door.function());
        door.alias().addEventSource(eventSource(props, new SqsDlq(failedBatches)));
        this.iteratorAgeAlarm =
                IteratorAgeAlarm.create(this, "IteratorAgeAlarm", door.function(), props.iteratorAgeThreshold());
    }

    public Function streamFunction() {
        return door.function();
    }

    /** The alias the event source mapping invokes. */
    public Alias streamAlias() {
        return door.alias();
    }

    public IQueue parkingQueue() {
        return parkingQueue;
    }

    /** The mapping's on-failure destination: the metadata of the batches it gave up. */
    public Queue failedBatchQueue() {
        return failedBatches;
    }

    public Alarm iteratorAgeAlarm() {
        return iteratorAgeAlarm;
    }

    private static void requireOneSource(String path, DurableDispatchStreamProps props) {
        Checks.require(
                props.stream().isPresent() != props.table().isPresent(),
                path + ": pass exactly one source, a Kinesis stream(...) or a DynamoDB table(...) with a stream; "
                        + (props.stream().isPresent() ? "both were given" : "neither was given"));
        Checks.require(
                props.table().map(table -> table.getTableStreamArn() != null).orElse(true),
                path + ": the table has no stream; enable one with the view type NEW_IMAGE or NEW_AND_OLD_IMAGES "
                        + "(or import the table with its tableStreamArn)");
        Checks.require(
                props.stream().isPresent() || props.kinesisEventSourceProps().isEmpty(),
                path + ": kinesisEventSourceProps apply to a Kinesis stream; with a table use dynamoEventSourceProps");
        Checks.require(
                props.table().isPresent() || props.dynamoEventSourceProps().isEmpty(),
                path + ": dynamoEventSourceProps apply to a DynamoDB table; with a stream use kinesisEventSourceProps");
    }

    private Queue createFailedBatchQueue() {
        Queue queue = DispatchQueues.securedQueue(this, "FailedBatchQueue")
                .retentionPeriod(Duration.days(FAILED_BATCH_RETENTION_DAYS))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
        NagReasons.suppress(
                queue,
                "AwsSolutions-SQS3",
                "This queue is the mapping's on-failure destination: it holds the metadata of batches given up, "
                        + "which a person replays from the stream; nothing consumes it automatically.");
        return queue;
    }

    private StreamDoorFunction createDoor(DurableDispatchStreamProps props, List<DispatchRoute> routes) {
        FunctionOptions options = PropsOverlay.merge(
                FunctionOptions.class,
                StreamDoorFunction.defaults(),
                props.streamFunctionProps(),
                FunctionOptions.builder());
        Optional<String> doors = Optional.ofNullable(options.getEnvironment()).orElse(Map.of()).keySet().stream()
                .filter(variable -> SettingsTable.byVariable(variable).isPresent())
                .findFirst();
        Checks.require(
                doors.isEmpty(),
                "streamFunctionProps.environment must not set " + doors.orElse("") + ": the door's variables come "
                        + "from the construct's props (docs/guide/construct.md)");
        String handler = props.stream().isPresent() ? StreamDoorCode.KINESIS_HANDLER : StreamDoorCode.DYNAMODB_HANDLER;
        return new StreamDoorFunction(
                this,
                "Door",
                options,
                props.streamCode().orElseGet(StreamDoorCode::bundled),
                handler,
                props.streamVariables()
                        .with(SettingsTable.ROUTES, Stack.of(this).toJsonString(RouteDocument.deployed(routes)))
                        .with(SettingsTable.PARKING_QUEUE_URL, parkingQueue.getQueueUrl())
                        .asMap());
    }

    private IEventSource eventSource(DurableDispatchStreamProps props, SqsDlq onFailure) {
        if (props.stream().isPresent()) {
            return StreamEventSources.kinesis(
                    props.stream().orElseThrow(), onFailure, props.startingPosition(), props.kinesisEventSourceProps());
        }
        NagReasons.suppress(
                door.function(),
                "AwsSolutions-IAM5",
                "dynamodb:ListStreams has no resource to narrow to: the DynamoDB event source grants it on *.",
                "Resource::*");
        return StreamEventSources.dynamo(
                props.table().orElseThrow(), onFailure, props.startingPosition(), props.dynamoEventSourceProps());
    }
}
