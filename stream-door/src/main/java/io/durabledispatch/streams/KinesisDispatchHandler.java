package io.durabledispatch.streams;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.streams.core.StreamDoor;
import java.util.Map;

/**
 * Triggered by a Kinesis Data Streams event source mapping (with ReportBatchItemFailures). Per record: decode the
 * data as the JSON body, plan it (route, key, execution name, canonical input), start it under its name, park
 * what can never start; answers the first sequence number its shard must retry from. Reads ROUTES,
 * PARKING_QUEUE_URL, MAX_CONCURRENCY, AWS_REGION, AWS_ENDPOINT_URL*, AWS_MAX_ATTEMPTS, AWS_RETRY_MODE and the
 * static keys (see {@link io.durabledispatch.streams.config.StreamSettings}).
 */
public final class KinesisDispatchHandler implements RequestHandler<KinesisEvent, StreamsEventResponse> {
    private final StreamDoor door;

    /** Lambda's entry: the object graph is built once per container. */
    public KinesisDispatchHandler() {
        this(Wiring.fromEnvironment(System.getenv(), Door.KINESIS));
    }

    KinesisDispatchHandler(StreamDoor door) {
        this.door = door;
    }

    /** For in-process use (tests): the same wiring as in Lambda, from the given variables. */
    public static KinesisDispatchHandler fromEnvironment(Map<String, String> env) {
        return new KinesisDispatchHandler(Wiring.fromEnvironment(env, Door.KINESIS));
    }

    @Override
    public StreamsEventResponse handleRequest(KinesisEvent event, Context context) {
        return StreamResponses.of(door.admit(KinesisRecords.of(event)));
    }
}
