package io.durabledispatch.infra;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DurableDispatch;
import io.durabledispatch.construct.DurableDispatchEvents;
import io.durabledispatch.construct.DurableDispatchEventsProps;
import io.durabledispatch.construct.DurableDispatchStream;
import io.durabledispatch.construct.DurableDispatchStreamProps;
import io.durabledispatch.infra.config.InfraSettings;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.CfnOutput;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.events.EventBus;
import software.amazon.awscdk.services.kinesis.Stream;
import software.amazon.awscdk.services.kinesis.StreamEncryption;
import software.amazon.awscdk.services.kinesis.StreamMode;
import software.amazon.awscdk.services.lambda.Code;
import software.constructs.Construct;

/**
 * The two further doors of the app on the same route document: a bus of its own whose rules deliver the
 * {@code eventBridge} routes' events to the dispatch queue, and a Kinesis stream read by the stream door, which
 * plans each record's data with the body routes. A producer may use either; the same business request names one
 * execution through every door.
 */
final class BusAndStream {
    /** The bus producers put the samples' events on. */
    static final String BUS_NAME = "durable-dispatch";
    /** The stream producers put the samples' bodies on. */
    static final String STREAM_NAME = "durable-dispatch-requests";
    /** One shard takes 1,000 records a second, more than the samples' producers send. */
    static final int SHARDS = 1;

    private BusAndStream() {}

    /**
     * The bus and its door, when the document has eventBridge routes and the queue is standard: a rule delivering
     * to a FIFO queue would put all of its events into one message group, so a FIFO app has no bus.
     */
    static Optional<DurableDispatchEvents> bus(
            Construct scope,
            InfraSettings settings,
            DurableDispatch dispatch,
            List<DispatchRoute> routes,
            String name) {
        boolean takesEvents =
                routes.stream().anyMatch(route -> route.eventPattern().isPresent());
        if (!takesEvents || settings.queues().fifo()) return Optional.empty();
        EventBus bus =
                EventBus.Builder.create(scope, "Bus").eventBusName(BUS_NAME).build();
        DurableDispatchEvents events = new DurableDispatchEvents(
                scope,
                "Events",
                DurableDispatchEventsProps.builder()
                        .dispatch(dispatch)
                        .eventBus(bus)
                        .routes(routes)
                        .name(name + "-events")
                        .build());
        output(
                scope,
                "EventBusName",
                bus.getEventBusName(),
                "Name of the event bus the eventBridge routes take events from");
        return Optional.of(events);
    }

    /** The stream (encrypted with the Kinesis-owned key) and its door, parking on the dispatch path's queue. */
    static DurableDispatchStream stream(
            Construct scope, InfraSettings settings, DurableDispatch dispatch, List<DispatchRoute> routes) {
        Stream stream = Stream.Builder.create(scope, "RequestStream")
                .streamName(STREAM_NAME)
                .streamMode(StreamMode.PROVISIONED)
                .shardCount(SHARDS)
                .retentionPeriod(Duration.hours(24))
                .encryption(StreamEncryption.MANAGED)
                .build();
        DurableDispatchStreamProps.Builder props = DurableDispatchStreamProps.builder().routes(routes).stream(stream)
                .parkingQueue(dispatch.parkingQueue());
        settings.assets().streamDoorJar().ifPresent(jar -> props.streamCode(Code.fromAsset(jar.toString())));
        DurableDispatchStream door = new DurableDispatchStream(scope, "Stream", props.build());
        output(scope, "StreamName", stream.getStreamName(), "Name of the Kinesis stream the stream door reads");
        return door;
    }

    private static void output(Construct scope, String id, String value, String description) {
        CfnOutput.Builder.create(scope, id)
                .value(value)
                .description(description)
                .build();
    }
}
