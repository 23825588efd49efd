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

    private static final String PREFIX = "dispatcher";
    private static final BundledJar JAR =
            new BundledJar("/io/durabledispatch/construct/asset/dispatcher-lambda.jar", PREFIX);

    private DispatcherCode() {}

    public static Code bundled() {
        return JAR.code();
    }

    /** Writes {@code jar} to {@code directory} under a name from its content hash; returns the file. */
    static Path unpack(InputStream jar, Path directory) throws IOException {
        return BundledJar.unpack(jar, directory, PREFIX);
    }
}
