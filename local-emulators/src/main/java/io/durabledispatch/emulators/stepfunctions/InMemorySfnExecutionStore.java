package io.durabledispatch.emulators.stepfunctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Executions kept only for the life of the process. */
public final class InMemorySfnExecutionStore implements SfnExecutionStore {
    private final Map<String, SfnExecution> executions = new ConcurrentHashMap<>();

    @Override
    public Optional<SfnExecution> find(String executionArn) {
        return Optional.ofNullable(executions.get(executionArn));
    }

    @Override
    public void save(SfnExecution execution) {
        executions.put(execution.executionArn(), execution);
    }

    @Override
    public void remove(String executionArn) {
        executions.remove(executionArn);
    }

    @Override
    public List<SfnExecution> all() {
        return new ArrayList<>(executions.values());
    }
}
