package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.FunctionInvoker;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

/**
 * Invokes a registered function in this JVM the way Lambda would: the durable invocation input on its input
 * stream, a Lambda context with the version's timeout and memory size, the output document read back from its
 * output stream. An invocation that runs past the timeout throws {@link FunctionTimedOut}: for the durable service a
 * failed invocation, retried like any other.
 */
final class HostedFunctionInvoker implements FunctionInvoker {
    private final FunctionRegistry registry;
    private final String arnPrefix;

    HostedFunctionInvoker(FunctionRegistry registry, String arnPrefix) {
        this.registry = registry;
        this.arnPrefix = arnPrefix;
    }

    @Override
    public byte[] invoke(String functionName, byte[] invocationInput) throws Exception {
        return invoke(functionName, LocalFunction.LATEST, invocationInput);
    }

    /** Runs the version the execution started on: an alias that moved since does not change it. */
    @Override
    public byte[] invoke(String functionName, String version, byte[] invocationInput) throws Exception {
        LocalFunction.FunctionVersion code = registry.byName(functionName)
                .flatMap(function -> function.find(version))
                .orElseThrow(
                        () -> new IllegalStateException("No function registered as " + functionName + ":" + version));
        FunctionLimits limits = code.configuration().limits();
        LocalLambdaContext context = LocalLambdaContext.invocation(
                functionName,
                version,
                arnPrefix + functionName + ":" + version,
                limits.timeout(),
                limits.memoryMb(),
                LocalLambdaContext.STDOUT);
        return TimeLimit.call(
                () -> {
                    ByteArrayOutputStream output = new ByteArrayOutputStream();
                    code.handler().handleRequest(new ByteArrayInputStream(invocationInput), output, context);
                    return output.toByteArray();
                },
                limits.timeout());
    }
}
