package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.StartExecutionRequest;
import io.durabledispatch.durableservice.StartedExecution;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code POST /2015-03-31/functions/{fn}/invocations}: starts (or finds, by name) a durable execution, or runs a
 * plain function once. An {@code Event} invoke answers 202 at once; a {@code RequestResponse} invoke waits for the
 * execution to close, or for the plain function's response.
 */
final class InvokeEndpoint {
    static final int MAX_ASYNC_PAYLOAD_BYTES = 256 * 1024;
    private static final Duration SYNC_LIMIT = Duration.ofMinutes(15);

    private final FunctionRegistry registry;
    private final DurableExecutionService service;
    private final InvocationDriver driver;

    private final PlainInvocations plain;

    InvokeEndpoint(
            FunctionRegistry registry,
            DurableExecutionService service,
            InvocationDriver driver,
            PlainInvocations plain) {
        this.registry = registry;
        this.service = service;
        this.driver = driver;
        this.plain = plain;
    }

    HttpResponse invoke(String functionName, HttpRequest request) {
        FunctionRegistry.Resolved function = registry.resolveForInvoke(functionName, request.queryParam("Qualifier"));
        String type = request.header("X-Amz-Invocation-Type").orElse("RequestResponse");
        if (type.equals("DryRun")) {
            return HttpResponse.empty(204);
        }
        if (request.body().length > MAX_ASYNC_PAYLOAD_BYTES) {
            throw LambdaErrors.tooLarge("Request must be smaller than " + MAX_ASYNC_PAYLOAD_BYTES + " bytes");
        }
        return function.configuration()
                .durable()
                .map(config -> startDurable(function, config, type, request))
                .orElseGet(() -> plain.invoke(function, type.equals("Event"), request.body()));
    }

    private HttpResponse startDurable(
            FunctionRegistry.Resolved function, DurableFunctionConfig config, String type, HttpRequest request) {
        // An Invoke without a body starts with {}; only a chained invoke without a payload passes none.
        String payload = request.body().length == 0 ? "{}" : request.bodyText();
        String name = request.header("X-Amz-Durable-Execution-Name").orElse(null);
        StartedExecution started = service.start(new StartExecutionRequest(
                function.function().name(),
                function.version(),
                name,
                payload,
                config.executionTimeout(),
                config.retention()));
        driver.kick();
        HttpResponse response = type.equals("Event") ? HttpResponse.empty(202) : awaitResult(started.executionArn());
        // A duplicate start reports the version its execution runs on, not where the alias points now.
        return response.withHeader("X-Amz-Durable-Execution-Arn", started.executionArn())
                .withHeader("X-Amz-Executed-Version", started.version());
    }

    /** A synchronous durable invoke re-attaches to the execution and answers with its outcome. */
    private HttpResponse awaitResult(String executionArn) {
        Instant deadline = Instant.now().plus(SYNC_LIMIT);
        ExecutionView view = service.get(executionArn);
        while (view.endTimestamp() == null && Instant.now().isBefore(deadline)) {
            LockSupport.parkNanos(Duration.ofMillis(10).toNanos());
            view = service.get(executionArn);
        }
        if (view.error() != null) {
            return HttpResponse.json(
                            200,
                            new String(
                                    DurableWireCodec.api().write(view.error()),
                                    java.nio.charset.StandardCharsets.UTF_8))
                    .withHeader("X-Amz-Function-Error", "Unhandled");
        }
        return HttpResponse.json(200, view.result() == null ? "null" : view.result());
    }
}
