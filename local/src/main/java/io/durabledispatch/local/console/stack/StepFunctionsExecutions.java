package io.durabledispatch.local.console.stack;

import io.durabledispatch.local.console.ConsoleErrors;
import io.durabledispatch.local.console.ExecutionDetail;
import io.durabledispatch.local.inspect.ExecutionRecord;
import io.durabledispatch.local.stepfunctions.SfnExecution;
import io.durabledispatch.local.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.routes.arn.StateMachineArns;
import java.util.List;
import java.util.Optional;

/**
 * State machine executions from the Step Functions emulator. A local state machine is one Java function, so
 * its executions have no operations to show.
 */
final class StepFunctionsExecutions {
    private final StepFunctionsEmulator stepFunctions;

    StepFunctionsExecutions(StepFunctionsEmulator stepFunctions) {
        this.stepFunctions = stepFunctions;
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
