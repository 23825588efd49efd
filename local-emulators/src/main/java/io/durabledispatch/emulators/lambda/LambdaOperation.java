package io.durabledispatch.emulators.lambda;

import io.durabledispatch.emulators.http.HttpRequest;
import java.util.List;
import java.util.Optional;

/**
 * The Lambda operations the emulator serves, each matched by HTTP method and path shape. {@code {}} marks
 * the one path parameter (function name, durable ARN or callback id), decoded after splitting the raw path.
 */
enum LambdaOperation {
    INVOKE("Invoke", "POST", "2015-03-31", "functions", "{}", "invocations"),
    CHECKPOINT("CheckpointDurableExecution", "POST", "2025-12-01", "durable-executions", "{}", "checkpoint"),
    GET_STATE("GetDurableExecutionState", "GET", "2025-12-01", "durable-executions", "{}", "state"),
    STOP("StopDurableExecution", "POST", "2025-12-01", "durable-executions", "{}", "stop"),
    GET("GetDurableExecution", "GET", "2025-12-01", "durable-executions", "{}"),
    HISTORY("GetDurableExecutionHistory", "GET", "2025-12-01", "durable-executions", "{}", "history"),
    LIST("ListDurableExecutionsByFunction", "GET", "2025-12-01", "functions", "{}", "durable-executions"),
    CALLBACK_SUCCESS(
            "SendDurableExecutionCallbackSuccess",
            "POST",
            "2025-12-01",
            "durable-execution-callbacks",
            "{}",
            "succeed"),
    CALLBACK_FAILURE(
            "SendDurableExecutionCallbackFailure", "POST", "2025-12-01", "durable-execution-callbacks", "{}", "fail"),
    CALLBACK_HEARTBEAT(
            "SendDurableExecutionCallbackHeartbeat",
            "POST",
            "2025-12-01",
            "durable-execution-callbacks",
            "{}",
            "heartbeat");

    private final String apiName;
    private final String method;
    private final List<String> pattern;

    LambdaOperation(String apiName, String method, String... pattern) {
        this.apiName = apiName;
        this.method = method;
        this.pattern = List.of(pattern);
    }

    /** The API name, used for fault configuration and counters. */
    String apiName() {
        return apiName;
    }

    /** A request matched to its operation, with the decoded path parameter. */
    record Match(LambdaOperation operation, String pathParameter) {}

    static Optional<Match> match(HttpRequest request) {
        for (LambdaOperation operation : values()) {
            Optional<String> parameter = operation.parameterOf(request);
            if (parameter.isPresent()) {
                return Optional.of(new Match(operation, parameter.get()));
            }
        }
        return Optional.empty();
    }

    private Optional<String> parameterOf(HttpRequest request) {
        List<String> segments = request.pathSegments();
        if (!method.equals(request.method()) || segments.size() != pattern.size()) {
            return Optional.empty();
        }
        String parameter = null;
        for (int i = 0; i < pattern.size(); i++) {
            if (pattern.get(i).equals("{}")) {
                parameter = segments.get(i);
            } else if (!pattern.get(i).equals(segments.get(i))) {
                return Optional.empty();
            }
        }
        return Optional.ofNullable(parameter);
    }
}
