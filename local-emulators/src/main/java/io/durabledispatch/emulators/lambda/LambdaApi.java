package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableServiceException;
import io.durabledispatch.emulators.http.ApiException;
import io.durabledispatch.emulators.http.ApiHandler;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.quota.ApiQuotas;
import java.io.UncheckedIOException;
import java.time.Duration;

/**
 * Matches a request to its Lambda operation, applies fault injection before anything happens, calls the
 * endpoint, and turns the durable service's refusals into Lambda's error responses.
 */
final class LambdaApi implements ApiHandler {
    private final InvokeEndpoint invoke;
    private final ExecutionEndpoints executions;
    private final CallbackEndpoints callbacks;
    private final FaultInjection faults;
    private final ApiQuotas quotas;

    LambdaApi(
            InvokeEndpoint invoke,
            ExecutionEndpoints executions,
            CallbackEndpoints callbacks,
            FaultInjection faults,
            ApiQuotas quotas) {
        this.invoke = invoke;
        this.executions = executions;
        this.callbacks = callbacks;
        this.faults = faults;
        this.quotas = quotas;
    }

    @Override
    public HttpResponse handle(HttpRequest request) {
        LambdaOperation.Match match = LambdaOperation.match(request)
                .orElseThrow(() -> LambdaErrors.notFound(
                        "No Lambda operation at " + request.method() + " " + request.pathSegments()));
        String operation = match.operation().apiName();
        faults.draw(operation).ifPresent(kind -> {
            throw kind == FaultKind.THROTTLE ? LambdaErrors.throttled(operation) : LambdaErrors.serviceError(operation);
        });
        var wait = quotas.admit(operation);
        if (wait.isPresent()) return LambdaThrottling.rateExceeded(operation, wait.get());
        try {
            return dispatch(match, request);
        } catch (DurableServiceException e) {
            throw new ApiException(e.httpStatus(), e.errorCode(), e.getMessage());
        } catch (UncheckedIOException | NumberFormatException e) {
            throw LambdaErrors.invalidParameter("Malformed request: " + e.getMessage());
        }
    }

    @Override
    public Duration latency(HttpRequest request) {
        return LambdaOperation.match(request)
                .map(match -> faults.latency(match.operation().apiName()))
                .orElse(Duration.ZERO);
    }

    private HttpResponse dispatch(LambdaOperation.Match match, HttpRequest request) {
        String parameter = match.pathParameter();
        return switch (match.operation()) {
            case INVOKE -> invoke.invoke(parameter, request);
            case CHECKPOINT -> executions.checkpoint(parameter, request);
            case GET_STATE -> executions.state(parameter, request);
            case GET -> executions.get(parameter, request);
            case HISTORY -> executions.history(parameter, request);
            case LIST -> executions.list(parameter, request);
            case STOP -> executions.stop(parameter, request);
            case CALLBACK_SUCCESS -> callbacks.succeed(parameter, request);
            case CALLBACK_FAILURE -> callbacks.fail(parameter, request);
            case CALLBACK_HEARTBEAT -> callbacks.heartbeat(parameter);
        };
    }
}
