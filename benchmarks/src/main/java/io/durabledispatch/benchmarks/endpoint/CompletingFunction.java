package io.durabledispatch.benchmarks.endpoint;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A durable function that succeeds at once without checkpointing: the emulator's per-execution work stays
 * minimal, so a measurement sees the dispatcher and the start API, not a workflow's steps.
 */
public final class CompletingFunction implements RequestStreamHandler {
    private static final byte[] SUCCEEDED = DurableWireCodec.invocation().write(InvocationOutput.succeeded("{}"));

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        input.readAllBytes();
        output.write(SUCCEEDED);
    }
}
