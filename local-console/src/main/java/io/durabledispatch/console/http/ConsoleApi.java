package io.durabledispatch.console.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.ConsoleBackend;
import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.console.activity.ActivitySnapshot;
import io.durabledispatch.console.view.ExecutionFilter;
import io.durabledispatch.console.view.ExecutionViews;
import io.durabledispatch.console.view.QueuesPage;
import io.durabledispatch.console.view.RerunRequest;
import io.durabledispatch.console.view.RerunResult;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.emulators.http.Json;
import io.durabledispatch.ops.rerun.RerunDecision;
import io.durabledispatch.ops.rerun.RerunService;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** The JSON API, path → method → endpoint. Every POST takes a JSON object body. */
final class ConsoleApi {
    private final ConsoleBackend backend;
    private final ExecutionViews executions;
    private final ActivityLog activity;
    private final RerunService reruns;

    ConsoleApi(ConsoleBackend backend, ExecutionViews executions, ActivityLog activity, RerunService reruns) {
        this.backend = backend;
        this.executions = executions;
        this.activity = activity;
        this.reruns = reruns;
    }

    Map<String, Map<String, Endpoint>> endpoints() {
        Map<String, Map<String, Endpoint>> api = new LinkedHashMap<>();
        api.put("/api/executions", Map.of("GET", this::list));
        api.put("/api/executions/lookup", Map.of("GET", this::lookup));
        api.put("/api/execution", Map.of("GET", this::detail));
        api.put("/api/execution/stop", Map.of("POST", this::stop));
        api.put("/api/execution/rerun", Map.of("POST", this::rerun));
        api.put("/api/callbacks/complete", Map.of("POST", this::complete));
        api.put("/api/callbacks/fail", Map.of("POST", this::fail));
        api.put("/api/routes", Map.of("GET", request -> executions.routes()));
        api.put("/api/activity", Map.of("GET", this::activity));
        api.put("/api/operations", Map.of("GET", request -> executions.operationNumbers(activity(request))));
        api.put("/api/queues", Map.of("GET", request -> QueuesPage.of(backend)));
        api.put("/api/parked/redrive", Map.of("POST", this::redrive));
        return api;
    }

    private Object list(ApiRequest request) {
        return executions.list(new ExecutionFilter(
                request.param("status"), request.param("route"), request.param("name"), request.param("tenant")));
    }

    /** All requests, or one tenant's ({@code ?tenant=}), of every door or one ({@code ?door=http}). */
    private ActivitySnapshot activity(ApiRequest request) {
        String door = request.param("door");
        if (door != null && !door.isBlank() && Door.spelled(door).isEmpty()) {
            throw ConsoleErrors.badRequest("door must be one of "
                    + Arrays.stream(Door.values()).map(Door::spelling).collect(Collectors.joining(", ")));
        }
        return activity.snapshot(request.param("tenant"), door == null || door.isBlank() ? null : door);
    }

    private Object lookup(ApiRequest request) {
        String route = request.requiredParam("route");
        String tenant = request.requiredParam("tenant");
        try {
            return executions.lookup(route, tenant, request.params("key"));
        } catch (IllegalArgumentException e) { // the planner names the problem: unknown route, wrong key count
            throw ConsoleErrors.badRequest(e.getMessage());
        }
    }

    private Object detail(ApiRequest request) {
        String id = request.requiredParam("id");
        return executions.page(id).orElseThrow(() -> ConsoleErrors.notFound("no execution with id " + id));
    }

    private Object stop(ApiRequest request) {
        backend.stop(request.requiredText("id"));
        return null;
    }

    /** The execution's request, re-run as the CLI's {@code rerun} does it; a refusal is a 409 saying why. */
    private Object rerun(ApiRequest request) {
        String id = request.requiredText("id");
        RerunRequest target =
                executions.rerunRequest(id).orElseThrow(() -> ConsoleErrors.notFound("no execution with id " + id));
        RerunDecision decision = reruns.rerun(target.route(), target.tenant(), target.keys(), request.flag("force"));
        return decision.fold(RerunResult::of, refused -> {
            throw ConsoleErrors.conflict("not re-run: " + refused.reason());
        });
    }

    private Object complete(ApiRequest request) {
        JsonNode result = request.body().get("result");
        String json = result == null ? "{}" : Json.write(result);
        backend.completeCallback(request.requiredText("callbackId"), json);
        return null;
    }

    private Object fail(ApiRequest request) {
        backend.failCallback(
                request.requiredText("callbackId"),
                request.text("errorType", "CallbackRejected"),
                request.text("errorMessage", "failed from the console"));
        return null;
    }

    private Object redrive(ApiRequest request) {
        backend.redrive(request.requiredText("messageId"));
        return null;
    }
}
