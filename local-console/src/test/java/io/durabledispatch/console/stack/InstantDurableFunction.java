package io.durabledispatch.console.stack;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A durable function in its own jar that needs nothing but the JDK: it speaks the invocation protocol by hand
 * and succeeds on its first invocation with its function's name.
 */
public final class InstantDurableFunction implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws java.io.IOException {
        input.readAllBytes();
        String result = "\\\"done by " + context.getFunctionName() + "\\\"";
        output.write(("{\"Status\":\"SUCCEEDED\",\"Result\":\"" + result + "\"}").getBytes(StandardCharsets.UTF_8));
    }
}
