package io.durabledispatch.runtime;

import io.durabledispatch.runtime.aws.LambdaDurableExecutionClient;
import io.durabledispatch.runtime.config.RuntimeSettings;
import io.durabledispatch.runtime.engine.InvocationRunner;
import io.durabledispatch.runtime.engine.RuntimeOptions;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationInput;
import io.durabledispatch.runtime.wire.InvocationOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/** Runs workflows over the durable protocol, checkpointing through a {@link DurableExecutionClient}. */
public final class DurableRuntime {
    private final DurableExecutionClient client;
    private final RuntimeOptions options;

    private DurableRuntime(DurableExecutionClient client, RuntimeOptions options) {
        this.client = Objects.requireNonNull(client, "client");
        this.options = options;
    }

    /** The Lambda path: one runtime per container, its {@code LambdaClient} built from the environment. */
    public static DurableRuntime fromEnvironment() {
        return FromEnvironment.INSTANCE;
    }

    /** Builds a runtime from the given variables (see {@code RuntimeSettings}); not cached. */
    public static DurableRuntime fromEnvironment(Map<String, String> environment) {
        RuntimeSettings settings = RuntimeSettings.fromEnvironment(environment);
        return using(LambdaDurableExecutionClient.create(settings)).withMaxResultBytes(settings.maxResultBytes());
    }

    public static DurableRuntime using(DurableExecutionClient client) {
        return new DurableRuntime(client, RuntimeOptions.defaults());
    }

    /** Results (of steps and of the execution) larger than this many UTF-8 bytes fail with a clear error. */
    public DurableRuntime withMaxResultBytes(int maxResultBytes) {
        return new DurableRuntime(client, options.withMaxResultBytes(maxResultBytes));
    }

    /** Where workflow log lines go (stdout by default, which Lambda ships to CloudWatch). */
    public DurableRuntime withLogSink(Consumer<String> sink) {
        return new DurableRuntime(client, options.withLogSink(sink));
    }

    /** One invocation: the durable input document in, the output document out. */
    public <I, O> void handle(InputStream in, OutputStream out, Class<I> inputType, WorkflowFunction<I, O> workflow)
            throws IOException {
        DurableWireCodec codec = DurableWireCodec.invocation();
        InvocationInput input = codec.read(in, InvocationInput.class);
        out.write(codec.write(run(input, inputType, workflow)));
        out.flush();
    }

    /** One invocation on parsed documents; throws only for failures the service should retry. */
    public <I, O> InvocationOutput run(InvocationInput input, Class<I> inputType, WorkflowFunction<I, O> workflow) {
        return new InvocationRunner(client, options).run(input, inputType, workflow);
    }

    private static final class FromEnvironment {
        static final DurableRuntime INSTANCE = fromEnvironment(System.getenv());
    }
}
