package io.durabledispatch.localfixtures;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A Java stand-in for a state machine whose definition the local stack cannot run ({@code --state-machine}):
 * answers with the execution input wrapped as {@code {"recorded": <input>}}.
 */
public final class RedemptionRecorder implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        String body = new String(input.readAllBytes(), StandardCharsets.UTF_8);
        output.write(("{\"recorded\":" + body + "}").getBytes(StandardCharsets.UTF_8));
    }
}
