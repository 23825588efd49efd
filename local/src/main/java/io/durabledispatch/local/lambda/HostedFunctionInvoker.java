package io.durabledispatch.local.lambda;

import io.durabledispatch.durableservice.FunctionInvoker;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Duration;

/**
 * Invokes a registered function in this JVM the way Lambda would: the durable invocation input on its input
 * stream, a Lambda context, the output document read back from its output stream.
 */
final class HostedFunctionInvoker implements FunctionInvoker {
    /** Generous: a local invocation is never cut short (Lambda's maximum). */
    private static final Duration TIMEOUT = Duration.ofMinutes(15);

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
        LocalLambdaContext context = LocalLambdaContext.invocation(
                functionName, version, arnPrefix + functionName + ":" + version, TIMEOUT, LocalLambdaContext.STDOUT);
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        code.handler().handleRequest(new ByteArrayInputStream(invocationInput), output, context);
        return output.toByteArray();
    }
}
