package io.durabledispatch.local.stepfunctions;

import io.durabledispatch.local.http.Json;
import io.durabledispatch.local.inspect.ExecutionCounts;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

/** The emulator's operations: registered state machines, the execution table and asynchronous runs. */
final class StepFunctionsOperations {
    /** Step Functions' limit on an execution's input. */
    static final int MAX_INPUT_BYTES = 256 * 1024;

    private final Map<String, LocalStateMachine> machines = new ConcurrentHashMap<>();
    private final SfnExecutions executions;
    private final ExecutorService runner;

    StepFunctionsOperations(SfnExecutions executions, ExecutorService runner) {
        this.executions = executions;
        this.runner = runner;
    }

    void register(String stateMachineArn, LocalStateMachine machine) {
        machines.put(stateMachineArn, machine);
    }

    SfnExecution start(String stateMachineArn, String name, String input) {
        LocalStateMachine machine = machine(stateMachineArn);
        requireJson(input);
        SfnExecutions.StartOutcome outcome = executions.start(stateMachineArn, name, input);
        if (outcome.created()) {
            run(outcome.execution(), machine);
        }
        return outcome.execution();
    }

    SfnExecution describe(String executionArn) {
        if (!executionArn.startsWith("arn:") || !executionArn.contains(":execution:")) {
            throw SfnErrors.invalidArn(executionArn);
        }
        return executions.find(executionArn).orElseThrow(() -> SfnErrors.executionDoesNotExist(executionArn));
    }

    SfnExecutions.Page list(String stateMachineArn, Optional<SfnStatus> status, String token, int maxResults) {
        machine(stateMachineArn);
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
                .filter(e -> machines.containsKey(e.stateMachineArn()))
                .forEach(e -> run(e, machines.get(e.stateMachineArn())));
    }

    private void run(SfnExecution execution, LocalStateMachine machine) {
        runner.execute(() -> {
            try {
                executions.finish(execution.executionArn(), machine.run(execution.input()), null);
            } catch (Exception e) {
                executions.finish(execution.executionArn(), null, e);
            }
        });
    }

    private LocalStateMachine machine(String stateMachineArn) {
        LocalStateMachine machine = machines.get(stateMachineArn);
        if (machine == null) {
            throw SfnErrors.stateMachineDoesNotExist(stateMachineArn);
        }
        return machine;
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
