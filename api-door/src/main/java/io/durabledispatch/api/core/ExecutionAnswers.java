package io.durabledispatch.api.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.status.ExecutionState;
import io.durabledispatch.core.status.Phase;
import java.util.Map;
import java.util.Optional;

/** How the door shows an execution: accepted, replayed after a repeat of its request, or read at its status URL. */
final class ExecutionAnswers {
    private ExecutionAnswers() {}

    /** 202: the engine took the start (new, or the same request still running); the client polls Location. */
    static HttpAnswer accepted(Subject subject, Optional<String> executionId, String status) {
        return json(202, subject, representation(subject, executionId, status));
    }

    /** A repeated request: running is accepted again; success replays the result; failure says how to re-run. */
    static HttpAnswer replayed(Subject subject, ExecutionState execution) {
        return switch (execution.phase()) {
            case RUNNING -> accepted(subject, execution.executionId(), execution.status());
            case SUCCEEDED -> json(200, subject, current(subject, execution)).with(Headers.REPLAYED, "true");
            case FAILED -> failed(subject, execution).with(Headers.REPLAYED, "true");
        };
    }

    /** The status resource: 200 in every phase, with the result or the error once the execution ended. */
    static HttpAnswer read(Subject subject, ExecutionState execution) {
        return json(200, subject, current(subject, execution));
    }

    private static ObjectNode current(Subject subject, ExecutionState execution) {
        ObjectNode body = representation(subject, execution.executionId(), execution.status());
        execution.result().ifPresent(result -> body.set("result", Json.embedded(result)));
        execution.error().ifPresent(error -> body.put("error", error));
        if (execution.phase() == Phase.FAILED) rerun(subject, body);
        return body;
    }

    /** 409: the key's execution ended without a result; repeating the request cannot change that. */
    private static HttpAnswer failed(Subject subject, ExecutionState execution) {
        ObjectNode problem = Problems.document(
                "execution-failed",
                "Execution ended without a result",
                409,
                "the execution for this key is " + execution.status() + "; send a new generation to run it again");
        ObjectNode representation = current(subject, execution);
        // A problem's "status" is the HTTP status code; the engine's word moves to executionStatus.
        representation.set("executionStatus", representation.remove("status"));
        problem.setAll(representation);
        return Problems.answer(problem).with(Headers.LOCATION, subject.location());
    }

    /** How to run the request again: the next generation, where the route reads it from. */
    private static void rerun(Subject subject, ObjectNode body) {
        if (subject.generation() >= Generations.MAX) return;
        ObjectNode rerun = body.putObject("rerun");
        rerun.put("generation", subject.generation() + 1);
        subject.route()
                .generation()
                .ifPresentOrElse(
                        field -> rerun.put("bodyField", field.toString()),
                        () -> rerun.put("header", Headers.GENERATION));
    }

    private static ObjectNode representation(Subject subject, Optional<String> executionId, String status) {
        ObjectNode body = Json.object();
        body.put("executionName", subject.executionName());
        executionId.ifPresent(id -> body.put("executionArn", id));
        body.put("status", status);
        body.put("route", subject.route().name());
        body.put("operation", subject.route().operation());
        body.put("tenant", subject.tenant());
        subject.keyValues().forEach(body.putArray("key")::add);
        body.put("generation", subject.generation());
        body.put("statusUrl", subject.location());
        return body;
    }

    private static HttpAnswer json(int status, Subject subject, ObjectNode body) {
        return new HttpAnswer(
                status,
                Map.of(Headers.CONTENT_TYPE, Headers.JSON, Headers.LOCATION, subject.location()),
                Json.write(body));
    }
}
