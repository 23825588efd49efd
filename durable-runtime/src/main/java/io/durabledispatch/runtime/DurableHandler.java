package io.durabledispatch.runtime;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;

/**
 * Entry point of a durable function. Lambda invokes it with the durable invocation input; it replays the
 * recorded operations, runs {@link #handle} from the top and answers SUCCEEDED, FAILED or PENDING.
 * Reads AWS_REGION and optionally AWS_ENDPOINT_URL_LAMBDA / AWS_ENDPOINT_URL (see {@code RuntimeSettings}).
 */
public abstract class DurableHandler<I, O> implements RequestStreamHandler {
    private final Class<I> inputType;
    private final DurableRuntime runtime;

    /** For Lambda: the runtime is built from the environment, once per container. */
    protected DurableHandler(Class<I> inputType) {
        this(inputType, DurableRuntime.fromEnvironment());
    }

    /** For tests and the local stack: a runtime on a given client. */
    protected DurableHandler(Class<I> inputType, DurableRuntime runtime) {
        this.inputType = Objects.requireNonNull(inputType, "inputType");
        this.runtime = Objects.requireNonNull(runtime, "runtime");
    }

    @Override
    public final void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        runtime.handle(input, output, inputType, this::handle);
    }

    /** The workflow: orchestration only; every side effect goes through a step of {@code context}. */
    protected abstract O handle(I input, DurableContext context) throws Exception;
}
