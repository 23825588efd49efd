package io.durabledispatch.console.stack;

import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.console.ExecutionDetail;
import io.durabledispatch.console.ExecutionKind;
import io.durabledispatch.console.HistoryRecord;
import io.durabledispatch.emulators.stepfunctions.SfnExecution;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.inspect.StateMachineEventDetail;
import io.durabledispatch.ops.inspect.StateMachineHistory;
import io.durabledispatch.routes.arn.StateMachineArns;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;

/**
 * State machine executions from the Step Functions emulator. They have no checkpointed operations: their states
 * are in the history, read as any client reads it, GetExecutionHistory through the SDK's SfnClient, page by page.
 */
final class StepFunctionsExecutions {
    /** As for durable executions: a local execution has a handful of events; longer ones take several calls. */
    static final int HISTORY_PAGE = 100;

    private final StepFunctionsEmulator stepFunctions;
    private final SfnClient client;

    StepFunctionsExecutions(StepFunctionsEmulator stepFunctions, SfnClient client) {
        this.stepFunctions = stepFunctions;
        this.client = client;
    }

    List<HistoryRecord> history(String executionArn) {
        try {
            return StateMachineHistory.read(client, executionArn, true, HISTORY_PAGE).stream()
                    .map(event -> new HistoryRecord(
                            event.id(),
                            event.timestamp(),
                            event.typeAsString(),
                            StateMachineHistory.stateName(event),
                            StateMachineEventDetail.of(event)))
                    .toList();
        } catch (ExecutionDoesNotExistException e) {
            return List.of(); // gone since the page was read: the page itself answers 404
        }
    }

    static boolean owns(String id) {
        return id.startsWith("arn:") && id.contains(":execution:");
    }

    List<ExecutionRecord> all() {
        return stepFunctions.executions().stream()
                .map(StepFunctionsExecutions::record)
                .toList();
    }

    Optional<ExecutionDetail> find(String executionArn) {
        return stepFunctions
                .execution(executionArn)
                .map(execution -> new ExecutionDetail(
                        ExecutionKind.STATE_MACHINE,
                        record(execution),
                        Optional.ofNullable(execution.output()),
                        Optional.ofNullable(execution.error()).map(error -> error + ": " + execution.cause()),
                        List.of()));
    }

    void stop(String executionArn) {
        SfnExecution execution = stepFunctions
                .execution(executionArn)
                .orElseThrow(() -> ConsoleErrors.notFound("no execution with id " + executionArn));
        if (!execution.isRunning()) {
            throw ConsoleErrors.conflict("execution " + execution.name() + " is already "
                    + record(execution).status());
        }
        stepFunctions.stop(executionArn, "Console.Stopped", "stopped from the local console");
    }

    private static ExecutionRecord record(SfnExecution execution) {
        return new ExecutionRecord(
                StateMachineArns.name(execution.stateMachineArn()),
                execution.name(),
                execution.status().name(),
                execution.startDate(),
                Optional.ofNullable(execution.stopDate()),
                execution.executionArn(),
                Optional.ofNullable(execution.input()));
    }
}
