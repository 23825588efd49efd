package io.durabledispatch.local.lambda;

import io.durabledispatch.durableservice.FunctionInvoker;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.UUID;

/**
 * Invokes a registered function in this JVM the way Lambda would: the durable invocation input on its input
 * stream, a Lambda context, the output document read back from its output stream.
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
        LocalFunction function = registry.byName(functionName)
                .orElseThrow(() -> new IllegalStateException("No function registered as " + functionName));
        String version = LocalFunction.PUBLISHED_VERSION;
        LocalLambdaContext context = new LocalLambdaContext(
                UUID.randomUUID().toString(), functionName, version, arnPrefix + functionName + ":" + version);
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        function.handler().handleRequest(new ByteArrayInputStream(invocationInput), output, context);
        return output.toByteArray();
    }
}
