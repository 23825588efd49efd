package io.durabledispatch.streams;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.streams.core.StreamDoor;
import java.util.Map;

/**
 * Triggered by a DynamoDB Streams event source mapping (with ReportBatchItemFailures; view type NEW_IMAGE or
 * NEW_AND_OLD_IMAGES). Per record: INSERT and MODIFY turn the new image into the JSON body, plan it, start it under
 * its name, park what can never start; REMOVE is acknowledged; answers the first sequence number its shard must
 * retry from. Reads the same variables as {@link KinesisDispatchHandler}.
 */
public final class DynamodbDispatchHandler implements RequestHandler<DynamodbEvent, StreamsEventResponse> {
    private final StreamDoor door;

    /** Lambda's entry: the object graph is built once per container. */
    public DynamodbDispatchHandler() {
        this(Wiring.fromEnvironment(System.getenv(), Door.DYNAMODB));
    }

    DynamodbDispatchHandler(StreamDoor door) {
        this.door = door;
    }

    /** For in-process use (tests): the same wiring as in Lambda, from the given variables. */
    public static DynamodbDispatchHandler fromEnvironment(Map<String, String> env) {
        return new DynamodbDispatchHandler(Wiring.fromEnvironment(env, Door.DYNAMODB));
    }

    @Override
    public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
        return StreamResponses.of(door.admit(DynamodbRecords.of(event)));
    }
}
