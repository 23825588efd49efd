package io.durabledispatch.api;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.core.status.ExecutionState;
import io.durabledispatch.core.status.ExecutionStatus;
import io.durabledispatch.core.status.StatusAnswer;
import io.durabledispatch.routes.Target;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One engine's name table, both as the starter and as the status port, with either engine's manners: Step
 * Functions says whether a start is new and shows a conflicting input; Lambda answers every start with the same
 * input alike (ACCEPTED) and hides the other input of a conflict. Tests end executions and script failures.
 */
final class InMemoryEngine implements WorkflowStarter<Target>, ExecutionStatus<Target> {
    record Execution(String input, String arn, String status, Optional<String> result, Optional<String> error) {}

    private final boolean tellsNew;
    private final Map<String, Execution> executions = new ConcurrentHashMap<>();
    private final Deque<StartResult> scriptedStarts = new ArrayDeque<>();
    private final Map<String, Integer> readsUntilSuccess = new ConcurrentHashMap<>();
    private final Map<String, String> pendingResults = new ConcurrentHashMap<>();
    private int reads;

    private InMemoryEngine(boolean tellsNew) {
        this.tellsNew = tellsNew;
    }

    static InMemoryEngine lambda() {
        return new InMemoryEngine(false);
    }

    static InMemoryEngine stepFunctions() {
        return new InMemoryEngine(true);
    }

    @Override
    public synchronized StartResult start(Target target, String name, String input) {
        if (!scriptedStarts.isEmpty()) return scriptedStarts.poll();
        Execution existing = executions.get(name);
        if (existing == null) {
            executions.put(
                    name, new Execution(input, arn(target, name), "RUNNING", Optional.empty(), Optional.empty()));
            return StartResult.of(tellsNew ? Outcome.STARTED : Outcome.ACCEPTED, "")
                    .withExecutionId(arn(target, name));
        }
        if (!existing.input().equals(input)) {
            return StartResult.conflict(
                    "execution exists with a different input",
                    tellsNew ? Optional.of(Sha256.hex(existing.input())) : Optional.empty());
        }
        if (!tellsNew) return StartResult.of(Outcome.ACCEPTED, "").withExecutionId(existing.arn());
        if (existing.status().equals("RUNNING")) {
            return StartResult.of(Outcome.STARTED, "").withExecutionId(existing.arn());
        }
        return StartResult.duplicate(existing.status()).withExecutionId(existing.arn());
    }

    @Override
    public synchronized StatusAnswer read(Target target, String name, Optional<String> executionId) {
        reads++;
        Integer left = readsUntilSuccess.get(name);
        if (left != null && left <= 1) {
            readsUntilSuccess.remove(name);
            succeed(name, pendingResults.remove(name));
        } else if (left != null) {
            readsUntilSuccess.put(name, left - 1);
        }
        Execution execution = executions.get(name);
        if (execution == null) return new StatusAnswer.Missing();
        return new StatusAnswer.Found(new ExecutionState(
                name, Optional.of(execution.arn()), execution.status(), execution.result(), execution.error()));
    }

    /** The next start gets this answer instead of the name table's (a throttle, a 5xx). */
    synchronized void answerNextStart(StartResult result) {
        scriptedStarts.add(result);
    }

    synchronized void succeed(String name, String result) {
        end(name, "SUCCEEDED", Optional.of(result), Optional.empty());
    }

    synchronized void fail(String name, String status, String error) {
        end(name, status, Optional.empty(), Optional.of(error));
    }

    /** The execution succeeds as the {@code reads}-th status read from now looks at it. */
    synchronized void succeedOnRead(String name, int readsFromNow, String result) {
        readsUntilSuccess.put(name, readsFromNow);
        pendingResults.put(name, result);
    }

    synchronized int reads() {
        return reads;
    }

    Map<String, Execution> executions() {
        return Map.copyOf(executions);
    }

    private void end(String name, String status, Optional<String> result, Optional<String> error) {
        Execution execution = executions.get(name);
        executions.put(name, new Execution(execution.input(), execution.arn(), status, result, error));
    }

    private static String arn(Target target, String name) {
        return target.describe() + "/execution/" + name;
    }
}
