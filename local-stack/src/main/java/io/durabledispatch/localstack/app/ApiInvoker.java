package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.apigateway.ApiFunctions;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import java.util.Map;

/**
 * What an HTTP API's integration calls: the hosted function, synchronously, with the event as its payload, cut
 * off at its own timeout (a Lambda error, so API Gateway's 500), as the event source mapping calls it. A durable
 * function is not invoked this way: its invocations are driven by the durable service, so the route fails.
 */
final class ApiInvoker implements ApiFunctions {
    private final Map<String, HostedFunction> functions;
    private final Map<String, FunctionSpec> specs;
    private final LocalAccount account;

    ApiInvoker(Map<String, HostedFunction> functions, Map<String, FunctionSpec> specs, LocalAccount account) {
        this.functions = functions;
        this.specs = specs;
        this.account = account;
    }

    @Override
    public byte[] invoke(Integration integration, byte[] event) throws Exception {
        FunctionSpec spec = specs.get(integration.function());
        HostedFunction function = functions.get(integration.function());
        if (spec == null || function == null)
            throw new IllegalStateException(integration.function() + " is not hosted");
        if (spec.durable().isPresent()) {
            throw new IllegalStateException(spec.name() + " is durable: an API route cannot invoke it locally");
        }
        String version = integration.qualifier().orElse("$LATEST");
        var context = LocalLambdaContext.invocation(
                spec.name(),
                version,
                account.functionArn(spec.name())
                        + integration.qualifier().map(q -> ":" + q).orElse(""),
                spec.timeout(),
                spec.memoryMb(),
                LocalLambdaContext.STDOUT);
        return function.invoke(event, context, spec.timeout());
    }
}
