package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.emulators.ExecutionCounts;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/** The emulator's operations: registered state machines, the execution table and asynchronous runs. */
final class StepFunctionsOperations {
    /** Step Functions' limit on an execution's input. */
    static final int MAX_INPUT_BYTES = 256 * 1024;

    private final StateMachines machines;
    private final SfnExecutions executions;
    private final ExecutorService runner;

    StepFunctionsOperations(StateMachines machines, SfnExecutions executions, ExecutorService runner) {
        this.machines = machines;
        this.executions = executions;
        this.runner = runner;
    }

    StateMachines machines() {
        return machines;
    }

    /**
     * A version or alias ARN starts the state machine it belongs to: names are unique per state machine, so
     * every version shares one name table.
     */
    SfnExecution start(String stateMachineArn, String name, String input) {
        StateMachines.Resolved resolved = machines.resolve(stateMachineArn);
        RegisteredMachine machine = resolved.machine();
        requireJson(input);
        SfnExecutions.Qualifiers qualifiers = qualifiers(stateMachineArn, resolved);
        SfnExecutions.StartOutcome outcome = switch (machine.type()) {
            case STANDARD -> executions.start(machine.arn(), qualifiers, name, input);
            case EXPRESS -> executions.startExpress(machine.arn(), qualifiers, name, input);
        };
        if (outcome.created()) {
            run(outcome.execution(), machine.body());
        }
        return outcome.execution();
    }

    /**
     * DescribeExecution's version and alias (Step Functions API Reference, "DescribeExecution"): started through
     * a version ARN, that version and no alias; through an alias ARN, the alias and the version it pointed to
     * then; through the unqualified ARN, neither.
     */
    private static SfnExecutions.Qualifiers qualifiers(String requestedArn, StateMachines.Resolved resolved) {
        if (resolved.version().isEmpty()) return SfnExecutions.Qualifiers.NONE;
        boolean viaAlias = StateMachineArn.parse(requestedArn).alias().isPresent();
        return new SfnExecutions.Qualifiers(resolved.describedArn(), viaAlias ? requestedArn : null);
    }

    StateMachines.Resolved describeStateMachine(String stateMachineArn) {
        return machines.resolve(stateMachineArn);
    }

    SfnExecution describe(String executionArn) {
        if (!executionArn.startsWith("arn:") || !executionArn.contains(":execution:")) {
            throw SfnErrors.invalidArn(executionArn);
        }
        return executions.find(executionArn).orElseThrow(() -> SfnErrors.executionDoesNotExist(executionArn));
    }

    /** GetExecutionHistory: the execution must exist; EXPRESS ARNs are refused as DescribeExecution refuses them. */
    HistoryPage history(String executionArn, boolean reverseOrder, String token, int maxResults) {
        return HistoryPage.of(describe(executionArn).history(), reverseOrder, token, maxResults);
    }

    /** ListExecutions is documented as not supported for EXPRESS state machines. */
    SfnExecutions.Page list(String stateMachineArn, Optional<SfnStatus> status, String token, int maxResults) {
        if (machines.unqualified(stateMachineArn).type() == SfnType.EXPRESS) {
            throw SfnErrors.validation("ListExecutions is not supported by EXPRESS state machines");
        }
        return executions.list(stateMachineArn, status, token, maxResults);
    }

    Optional<SfnExecution> find(String executionArn) {
        return executions.find(executionArn);
    }

    List<SfnExecution> all() {
        return executions.all();
    }

    ExecutionCounts counts() {
        long closed = executions.closedCount(); // read first: started never trails it
        return new ExecutionCounts(executions.startedCount(), closed);
    }

    SfnExecution stop(String executionArn, String error, String cause) {
        describe(executionArn);
        return executions.stop(executionArn, error, cause);
    }

    /** After a restart: executions still RUNNING in the store run again (the local bodies are idempotent). */
    void resumeRunning() {
        executions.all().stream()
                .filter(SfnExecution::isRunning)
                .forEach(e -> machines.find(e.stateMachineArn()).ifPresent(m -> run(e, m.body())));
    }

    private void run(SfnExecution execution, LocalStateMachine machine) {
        runner.execute(() -> {
            if (!executions.taskStarted(execution.executionArn())) return; // stopped before its task began
            try {
                executions.finish(execution.executionArn(), machine.run(execution.input()), null);
            } catch (Exception e) {
                executions.finish(execution.executionArn(), null, e);
            }
        });
    }

    private static void requireJson(String input) {
        if (input.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_INPUT_BYTES) {
            throw SfnErrors.invalidInput("larger than " + MAX_INPUT_BYTES + " bytes");
        }
        try {
            Json.MAPPER.readTree(input);
        } catch (IOException e) {
            throw SfnErrors.invalidInput("not valid JSON");
        }
    }
}
