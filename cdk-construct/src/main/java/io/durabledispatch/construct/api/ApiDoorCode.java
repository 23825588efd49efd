package io.durabledispatch.construct.api;

import io.durabledispatch.construct.dispatcher.BundledJar;
import software.amazon.awscdk.services.lambda.Code;

/** The HTTP door's deployment jar, bundled inside this library's own jar like the dispatcher's. */
public final class ApiDoorCode {
    /** The handler for an HTTP API (payload format 2.0) inside the bundled jar. */
    public static final String HANDLER = "io.durabledispatch.api.ApiHandler::handleRequest";

    private static final BundledJar JAR =
            new BundledJar("/io/durabledispatch/construct/asset/api-door-lambda.jar", "api-door");

    private ApiDoorCode() {}

    public static Code bundled() {
        return JAR.code();
    }
}
