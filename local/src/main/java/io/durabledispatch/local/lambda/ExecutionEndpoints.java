package io.durabledispatch.local.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionListing;
import io.durabledispatch.durableservice.ListExecutionsQuery;
import io.durabledispatch.local.http.HttpRequest;
import io.durabledispatch.local.http.HttpResponse;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** The durable data plane (checkpoint, state) and the execution control plane (get, list, stop) over HTTP. */
final class ExecutionEndpoints {
    private static final DurableWireCodec CODEC = DurableWireCodec.api();

    private final FunctionRegistry registry;
    private final DurableExecutionService service;

    ExecutionEndpoints(FunctionRegistry registry, DurableExecutionService service) {
        this.registry = registry;
        this.service = service;
    }

    HttpResponse checkpoint(String executionArn, HttpRequest request) {
        CheckpointRequest body = CODEC.read(request.body(), CheckpointRequest.class);
        return json(service.checkpoint(executionArn, body));
    }

    HttpResponse state(String executionArn, HttpRequest request) {
        String token = request.queryParam("CheckpointToken").orElse("");
        int maxItems = request.queryParam("MaxItems").map(Integer::parseInt).orElse(0);
        return json(
                service.state(executionArn, token, request.queryParam("Marker").orElse(null), maxItems));
    }

    HttpResponse get(String executionArn, HttpRequest request) {
        boolean includeData =
                !request.queryParam("IncludeExecutionData").orElse("true").equals("false");
        return json(LambdaBodies.Execution.of(service.get(executionArn), includeData));
    }

    HttpResponse list(String functionName, HttpRequest request) {
        FunctionRegistry.Resolved function = registry.resolveAny(functionName, request.queryParam("Qualifier"));
        Set<ExecutionStatus> statuses = request.queryParams("Statuses").stream()
                .map(ExecutionStatus::fromValue)
                .collect(Collectors.toSet());
        ListExecutionsQuery query = new ListExecutionsQuery(
                function.function().name(),
                request.queryParam("DurableExecutionName").orElse(null),
                statuses,
                request.queryParam("Marker").orElse(null),
                request.queryParam("MaxItems").map(Integer::parseInt).orElse(0));
        ExecutionListing listing = service.list(query);
        return json(new LambdaBodies.Listing(
                listing.executions().stream().map(LambdaBodies.Summary::of).toList(), listing.nextMarker()));
    }

    HttpResponse stop(String executionArn, HttpRequest request) {
        ErrorObject error = request.body().length == 0 ? null : CODEC.readError(request.body());
        return json(new LambdaBodies.Stopped(service.stop(executionArn, error)));
    }

    static HttpResponse json(Object body) {
        return HttpResponse.json(200, new String(CODEC.write(body), StandardCharsets.UTF_8));
    }
}
