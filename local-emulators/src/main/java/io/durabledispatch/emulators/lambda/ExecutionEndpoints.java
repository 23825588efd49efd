package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionListing;
import io.durabledispatch.durableservice.HistoryPage;
import io.durabledispatch.durableservice.ListExecutionsQuery;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
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

    /** GetDurableExecutionHistory; {@code IncludeExecutionData} defaults to true, as documented. */
    HttpResponse history(String executionArn, HttpRequest request) {
        boolean includeData =
                !request.queryParam("IncludeExecutionData").orElse("true").equals("false");
        HistoryPage page = service.history(
                executionArn,
                request.queryParam("Marker").orElse(null),
                request.queryParam("MaxItems").map(Integer::parseInt).orElse(0),
                request.queryParam("ReverseOrder").orElse("false").equals("true"));
        byte[] body = CODEC.write(new LambdaBodies.History(page.events(), page.nextMarker()));
        return HttpResponse.json(
                200, includeData ? new String(body, StandardCharsets.UTF_8) : HistoryData.withoutPayloads(body));
    }

    /**
     * ListDurableExecutionsByFunction. Without a Qualifier the executions of {@code $LATEST} are listed, as the
     * API reference says; an alias lists the executions of the version it points to now.
     */
    HttpResponse list(String functionName, HttpRequest request) {
        FunctionRegistry.Resolved function = registry.resolveAny(functionName, request.queryParam("Qualifier"));
        Set<ExecutionStatus> statuses = request.queryParams("Statuses").stream()
                .map(ExecutionStatus::fromValue)
                .collect(Collectors.toSet());
        int maxItems = request.queryParam("MaxItems").map(Integer::parseInt).orElse(100);
        if (maxItems < 1 || maxItems > 1000) {
            throw LambdaErrors.invalidParameter("MaxItems must be 1-1000, was " + maxItems);
        }
        ListExecutionsQuery query = new ListExecutionsQuery(
                function.function().name(),
                function.version() == null ? LocalFunction.LATEST : function.version(),
                request.queryParam("DurableExecutionName").orElse(null),
                statuses,
                request.queryParam("StartedAfter").map(Instant::parse).orElse(null),
                request.queryParam("StartedBefore").map(Instant::parse).orElse(null),
                request.queryParam("ReverseOrder").orElse("false").equals("true"),
                request.queryParam("Marker").orElse(null),
                maxItems);
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
