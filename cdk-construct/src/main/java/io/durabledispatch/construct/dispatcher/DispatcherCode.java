package io.durabledispatch.construct.dispatcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import software.amazon.awscdk.services.lambda.Code;

/**
 * The dispatcher's deployment jar, bundled inside this library's own jar ({@link BundledJar}), so a team never
 * builds the dispatcher.
 */
public final class DispatcherCode {
    /** The handler class inside the bundled jar. */
    public static final String HANDLER = "io.durabledispatch.dispatcher.DispatchHandler::handleRequest";

    static final String RESOURCE = "/io/durabledispatch/construct/asset/dispatcher-lambda.jar";
    private static final String PREFIX = "dispatcher";

    private static Path unpacked;

    private DispatcherCode() {}

    public static Code bundled() {
        return Code.fromAsset(jar().toString());
    }

    /** The unpacked jar; the same file for every construct of this JVM. */
    public static synchronized Path jar() {
        if (unpacked == null) unpacked = BundledJar.unpack(RESOURCE, PREFIX);
        return unpacked;
    }

    /** Writes {@code jar} to {@code directory} under a name from its content hash; returns the file. */
    static Path unpack(InputStream jar, Path directory) throws IOException {
        return BundledJar.unpack(jar, directory, PREFIX);
    }
}
