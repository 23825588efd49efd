package io.durabledispatch.emulators.stepfunctions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.ApiHandler;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.emulators.http.Json;
import io.durabledispatch.emulators.quota.ApiQuotas;
import java.time.Duration;
import java.util.Optional;

/** Routes {@code X-Amz-Target: AWSStepFunctions.<Operation>} to the operations and marshals their JSON. */
final class SfnApi implements ApiHandler {
    private static final String TARGET_PREFIX = "AWSStepFunctions.";
    private static final String CONTENT_TYPE = "application/x-amz-json-1.0";

    private final StepFunctionsOperations operations;
    private final FaultInjection faults;
    private final ApiQuotas quotas;

    SfnApi(StepFunctionsOperations operations, FaultInjection faults, ApiQuotas quotas) {
        this.operations = operations;
        this.faults = faults;
        this.quotas = quotas;
    }

    @Override
    public HttpResponse handle(HttpRequest request) {
        String target = request.header("X-Amz-Target").orElse("");
        if (!"POST".equals(request.method()) || !target.startsWith(TARGET_PREFIX)) {
            throw SfnErrors.unknownOperation(target);
        }
        String operation = target.substring(TARGET_PREFIX.length());
        faults.draw(operation).ifPresent(kind -> {
            throw kind == FaultKind.THROTTLE ? SfnErrors.throttled(operation) : SfnErrors.unavailable(operation);
        });
        quotas.admit(operation).ifPresent(wait -> {
            throw SfnErrors.rateExceeded(operation);
        });
        JsonNode body = Json.parseBody(request, "SerializationException");
        return HttpResponse.json(200, dispatch(operation, body).toString(), CONTENT_TYPE);
    }

    @Override
    public Duration latency(HttpRequest request) {
        String target = request.header("X-Amz-Target").orElse("");
        return target.startsWith(TARGET_PREFIX)
                ? faults.latency(target.substring(TARGET_PREFIX.length()))
                : Duration.ZERO;
    }

    private ObjectNode dispatch(String operation, JsonNode body) {
        return switch (operation) {
            case "StartExecution" -> startExecution(body);
            case "DescribeExecution" ->
                SfnJson.description(operations.describe(SfnJson.requiredText(body, "executionArn")));
            case "ListExecutions" -> listExecutions(body);
            case "GetExecutionHistory" -> executionHistory(body);
            case "StopExecution" -> stopExecution(body);
            case "DescribeStateMachine" ->
                SfnJson.stateMachine(operations.describeStateMachine(SfnJson.requiredText(body, "stateMachineArn")));
            default -> throw SfnErrors.unknownOperation(TARGET_PREFIX + operation);
        };
    }

    private ObjectNode startExecution(JsonNode body) {
        String input = Optional.ofNullable(SfnJson.optionalText(body, "input")).orElse("{}");
        SfnExecution execution = operations.start(
                SfnJson.requiredText(body, "stateMachineArn"), SfnJson.optionalText(body, "name"), input);
        ObjectNode response = Json.MAPPER.createObjectNode();
        response.put("executionArn", execution.executionArn());
        response.put("startDate", SfnJson.seconds(execution.startDate()));
        return response;
    }

    private ObjectNode listExecutions(JsonNode body) {
        Optional<SfnStatus> status =
                Optional.ofNullable(SfnJson.optionalText(body, "statusFilter")).map(SfnStatus::valueOf);
        int maxResults = body.path("maxResults").asInt(0) <= 0
                ? 100
                : Math.min(body.path("maxResults").asInt(), 1000);
        SfnExecutions.Page found = operations.list(
                SfnJson.requiredText(body, "stateMachineArn"),
                status,
                SfnJson.optionalText(body, "nextToken"),
                maxResults);
        ObjectNode response = Json.MAPPER.createObjectNode();
        ArrayNode page = response.putArray("executions");
        found.executions().forEach(e -> page.add(SfnJson.summary(e)));
        if (found.nextToken() != null) {
            response.put("nextToken", found.nextToken());
        }
        return response;
    }

    /** maxResults: 0 or absent is the default (100); outside 0–1000 is a ValidationException, as documented. */
    private ObjectNode executionHistory(JsonNode body) {
        int maxResults = body.path("maxResults").asInt(0);
        if (maxResults < 0 || maxResults > 1000) {
            throw SfnErrors.validation("1 validation error detected: Value '" + maxResults
                    + "' at 'maxResults' failed to satisfy constraint: Member must have value between 0 and 1000");
        }
        boolean includeData = body.path("includeExecutionData").asBoolean(true);
        HistoryPage page = operations.history(
                SfnJson.requiredText(body, "executionArn"),
                body.path("reverseOrder").asBoolean(false),
                SfnJson.optionalText(body, "nextToken"),
                maxResults == 0 ? 100 : maxResults);
        ObjectNode response = Json.MAPPER.createObjectNode();
        ArrayNode events = response.putArray("events");
        page.events().forEach(event -> events.add(SfnJson.event(event, includeData)));
        if (page.nextToken() != null) {
            response.put("nextToken", page.nextToken());
        }
        return response;
    }

    private ObjectNode stopExecution(JsonNode body) {
        SfnExecution stopped = operations.stop(
                SfnJson.requiredText(body, "executionArn"),
                SfnJson.optionalText(body, "error"),
                SfnJson.optionalText(body, "cause"));
        ObjectNode response = Json.MAPPER.createObjectNode();
        response.put("stopDate", SfnJson.seconds(stopped.stopDate()));
        return response;
    }
}
