package io.durabledispatch.construct.api;

import io.durabledispatch.construct.dispatcher.BundledJar;
import java.nio.file.Path;
import software.amazon.awscdk.services.lambda.Code;

/** The HTTP door's deployment jar, bundled inside this library's own jar like the dispatcher's. */
public final class ApiDoorCode {
    /** The handler for an HTTP API (payload format 2.0) inside the bundled jar. */
    public static final String HANDLER = "io.durabledispatch.api.ApiHandler::handleRequest";

    static final String RESOURCE = "/io/durabledispatch/construct/asset/api-door-lambda.jar";

    private static Path unpacked;

    private ApiDoorCode() {}

    public static Code bundled() {
        return Code.fromAsset(jar().toString());
    }

    /** The unpacked jar; the same file for every construct of this JVM. */
    public static synchronized Path jar() {
        if (unpacked == null) unpacked = BundledJar.unpack(RESOURCE, "api-door");
        return unpacked;
    }
}
