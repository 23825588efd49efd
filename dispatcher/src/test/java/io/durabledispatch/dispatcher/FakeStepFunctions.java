package io.durabledispatch.dispatcher;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import io.durabledispatch.routes.json.StrictJson;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Step Functions over AWS JSON 1.0: StartExecution (executions finish at once, so a second start with the
 * name raises ExecutionAlreadyExists whatever the input), DescribeExecution, DescribeStateMachine (EXPRESS
 * when the ARN contains "express").
 */
final class FakeStepFunctions {
    final Map<String, String> executions = new ConcurrentHashMap<>();
    /** DescribeExecution's status by execution ARN; SUCCEEDED when not set. */
    final Map<String, String> statuses = new ConcurrentHashMap<>();

    void handle(HttpExchange exchange) throws IOException {
        String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
        JsonNode request = StrictJson.parse(FakeAwsServer.body(exchange));
        switch (target == null ? "" : target) {
            case "AWSStepFunctions.StartExecution" -> start(exchange, request);
            case "AWSStepFunctions.DescribeExecution" ->
                describe(exchange, request.get("executionArn").asText());
            case "AWSStepFunctions.DescribeStateMachine" -> describeMachine(exchange, request);
            default -> error(exchange, "UnknownOperationException");
        }
    }

    private void start(HttpExchange exchange, JsonNode request) throws IOException {
        String arn = request.get("stateMachineArn").asText().replace(":stateMachine:", ":execution:") + ":"
                + request.get("name").asText();
        if (executions.putIfAbsent(arn, request.get("input").asText()) != null) {
            error(exchange, "ExecutionAlreadyExists");
            return;
        }
        ok(exchange, StrictJson.nodes().objectNode().put("executionArn", arn).put("startDate", 1.7646336E9));
    }

    private void describe(HttpExchange exchange, String arn) throws IOException {
        String input = executions.get(arn);
        if (input == null) {
            error(exchange, "ExecutionDoesNotExist");
            return;
        }
        ok(
                exchange,
                StrictJson.nodes()
                        .objectNode()
                        .put("executionArn", arn)
                        .put("status", statuses.getOrDefault(arn, "SUCCEEDED"))
                        .put("startDate", 1.7646336E9)
                        .put("input", input));
    }

    private void describeMachine(HttpExchange exchange, JsonNode request) throws IOException {
        String arn = request.get("stateMachineArn").asText();
        ok(
                exchange,
                StrictJson.nodes()
                        .objectNode()
                        .put("stateMachineArn", arn)
                        .put("type", arn.contains("express") ? "EXPRESS" : "STANDARD"));
    }

    private static void ok(HttpExchange exchange, ObjectNode body) throws IOException {
        FakeAwsServer.respond(exchange, 200, Map.of("Content-Type", "application/x-amz-json-1.0"), body.toString());
    }

    private static void error(HttpExchange exchange, String type) throws IOException {
        String body = "{\"__type\":\"" + type + "\",\"message\":\"" + type + "\"}";
        FakeAwsServer.respond(exchange, 400, Map.of("Content-Type", "application/x-amz-json-1.0"), body);
    }
}
