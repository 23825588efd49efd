package io.durabledispatch.construct.stream;

import io.durabledispatch.construct.dispatcher.BundledJar;
import java.nio.file.Path;
import software.amazon.awscdk.services.lambda.Code;

/** The stream door's deployment jar, bundled inside this library's own jar like the other doors'. */
public final class StreamDoorCode {
    /** The handler for a Kinesis Data Streams event source mapping. */
    public static final String KINESIS_HANDLER = "io.durabledispatch.streams.KinesisDispatchHandler::handleRequest";
    /** The handler for a DynamoDB Streams event source mapping. */
    public static final String DYNAMODB_HANDLER = "io.durabledispatch.streams.DynamodbDispatchHandler::handleRequest";

    static final String RESOURCE = "/io/durabledispatch/construct/asset/stream-door-lambda.jar";

    private static Path unpacked;

    private StreamDoorCode() {}

    public static Code bundled() {
        return Code.fromAsset(jar().toString());
    }

    /** The unpacked jar; the same file for every construct of this JVM. */
    public static synchronized Path jar() {
        if (unpacked == null) unpacked = BundledJar.unpack(RESOURCE, "stream-door");
        return unpacked;
    }
}
