package io.durabledispatch.construct.stream;

import io.durabledispatch.construct.dispatcher.BundledJar;
import software.amazon.awscdk.services.lambda.Code;

/** The stream door's deployment jar, bundled inside this library's own jar like the other doors'. */
public final class StreamDoorCode {
    /** The handler for a Kinesis Data Streams event source mapping. */
    public static final String KINESIS_HANDLER = "io.durabledispatch.streams.KinesisDispatchHandler::handleRequest";
    /** The handler for a DynamoDB Streams event source mapping. */
    public static final String DYNAMODB_HANDLER = "io.durabledispatch.streams.DynamodbDispatchHandler::handleRequest";

    private static final BundledJar JAR =
            new BundledJar("/io/durabledispatch/construct/asset/stream-door-lambda.jar", "stream-door");

    private StreamDoorCode() {}

    public static Code bundled() {
        return JAR.code();
    }
}
