package io.durabledispatch.core.start;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.routes.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A name table with the engines' rules: a new name starts, the same name and input is a duplicate, the same
 * name with another input a conflict. Inputs containing {@code THROTTLE} are throttled, like the wire fake.
 */
public final class InMemoryWorkflowStarter<T extends Target> implements WorkflowStarter<T> {
    public static final String THROTTLE_MARKER = "THROTTLE";

    private final Map<String, String> executions = new ConcurrentHashMap<>();
    private final List<String> calls = new ArrayList<>();
    private final Map<String, String> statuses = new ConcurrentHashMap<>();

    /** From now on, a duplicate start of {@code executionName} reports the existing execution as {@code status}. */
    public void status(String executionName, String status) {
        statuses.put(executionName, status);
    }

    private volatile Runnable onStart = () -> {};

    @Override
    public StartResult start(T target, String executionName, String canonicalInput) {
        synchronized (calls) {
            calls.add(executionName);
        }
        onStart.run();
        if (canonicalInput.contains(THROTTLE_MARKER))
            return StartResult.throttled("TooManyRequestsException (HTTP 429)");
        String key = target.describe() + "/" + executionName;
        String existing = executions.putIfAbsent(key, canonicalInput);
        if (existing == null) return StartResult.of(Outcome.STARTED, "").withExecutionId(idOf(target, executionName));
        if (existing.equals(canonicalInput)) {
            String status = statuses.get(executionName);
            StartResult duplicate =
                    status == null ? StartResult.of(Outcome.DUPLICATE, "") : StartResult.duplicate(status);
            return duplicate.withExecutionId(idOf(target, executionName));
        }
        return StartResult.conflict("execution exists with a different input", Optional.of(Sha256.hex(existing)));
    }

    /** The id this table gives an execution, as an engine gives an ARN. */
    public static String idOf(Target target, String executionName) {
        return "in-memory:" + target.describe() + "/" + executionName;
    }

    /** Runs on every start, before it is answered (e.g. to let time pass on a manual clock). */
    public void onStart(Runnable action) {
        this.onStart = action;
    }

    /** Executions created, by target and name. */
    public Map<String, String> executions() {
        return Map.copyOf(executions);
    }

    /** Execution names in the order starts were attempted. */
    public List<String> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }
}
