package io.durabledispatch.cli;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A durable function that needs nothing but the JDK, so a test app can host it from a class folder: it answers the
 * invocation protocol by hand and succeeds on its first invocation.
 */
public final class InstantWorkflow implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        input.readAllBytes();
        output.write("{\"Status\":\"SUCCEEDED\",\"Result\":\"\\\"issued\\\"\"}".getBytes(StandardCharsets.UTF_8));
    }
}
