package io.durabledispatch.console.stack;

import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.console.ExecutionDetail;
import io.durabledispatch.console.ExecutionKind;
import io.durabledispatch.console.HistoryRecord;
import io.durabledispatch.durableservice.DurableServiceException;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.ops.inspect.ExecutionHistory;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.inspect.HistoryDetail;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/**
 * Durable function executions from the Lambda emulator's read model; callbacks and stops through it too. The
 * history is read as any client reads it: GetDurableExecutionHistory through the SDK's LambdaClient, page by page.
 */
final class LambdaExecutions {
    /** The history's page: a long-running order has a few dozen events; larger histories take several calls. */
    static final int HISTORY_PAGE = 100;

    private final LambdaEmulator lambda;
    private final LambdaClient client;

    LambdaExecutions(LambdaEmulator lambda, LambdaClient client) {
        this.lambda = lambda;
        this.client = client;
    }

    List<HistoryRecord> history(String executionArn) {
        try {
            return ExecutionHistory.read(client, executionArn, true, HISTORY_PAGE).stream()
                    .map(event -> new HistoryRecord(
                            event.eventId(),
                            event.eventTimestamp(),
                            event.eventTypeAsString(),
                            event.name(),
                            HistoryDetail.of(event)))
                    .toList();
        } catch (ResourceNotFoundException e) {
            return List.of(); // gone since the page was read: the page itself answers 404
        }
    }

    List<ExecutionRecord> all() {
        return lambda.executions().stream().map(LambdaExecutions::record).toList();
    }

    Optional<ExecutionDetail> find(String executionArn) {
        ExecutionView view;
        try {
            view = lambda.execution(executionArn);
        } catch (DurableServiceException e) {
            if (e.httpStatus() == 404) return Optional.empty();
            throw e;
        }
        var operations = lambda.operations(executionArn).stream()
                .filter(operation -> operation.type() != OperationType.EXECUTION) // the root carries only the input
                .map(LambdaOperations::record)
                .toList();
        return Optional.of(new ExecutionDetail(
                ExecutionKind.DURABLE_FUNCTION,
                record(view),
                Optional.ofNullable(view.result()),
                error(view.error()),
                operations));
    }

    void completeCallback(String callbackId, String resultJson) {
        translated(() -> lambda.completeCallback(callbackId, resultJson));
    }

    void failCallback(String callbackId, String errorType, String errorMessage) {
        translated(() -> lambda.failCallback(callbackId, errorType, errorMessage));
    }

    void stop(String executionArn) {
        ExecutionRecord execution = find(executionArn)
                .map(ExecutionDetail::execution)
                .orElseThrow(() -> ConsoleErrors.notFound("no execution with id " + executionArn));
        // The service ignores stopping a closed execution; the console says so instead.
        if (!execution.running()) {
            throw ConsoleErrors.conflict("execution " + execution.name() + " is already " + execution.status());
        }
        lambda.stop(executionArn, "Console.Stopped", "stopped from the local console");
    }

    static Optional<String> error(ErrorObject error) {
        if (error == null) return Optional.empty();
        return Optional.of(error.errorType() + ": " + error.errorMessage());
    }

    private static ExecutionRecord record(ExecutionView view) {
        return new ExecutionRecord(
                view.functionName(),
                view.executionName(),
                view.status().toString(),
                view.startTimestamp(),
                Optional.ofNullable(view.endTimestamp()),
                view.executionArn(),
                Optional.ofNullable(view.inputPayload()));
    }

    /** The service's refusals as the console's: unknown → 404, closed or refused → 409; its own failures stay 500. */
    private static void translated(Runnable action) {
        try {
            action.run();
        } catch (DurableServiceException e) {
            if (e.httpStatus() == 404) throw ConsoleErrors.notFound(e.getMessage());
            if (e.httpStatus() < 500) throw ConsoleErrors.conflict(e.getMessage());
            throw e;
        }
    }
}
