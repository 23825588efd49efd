package io.durabledispatch.durableservice;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Executions in a map, in start order. */
public final class InMemoryExecutionStore implements ExecutionStore {
    private final Map<String, ExecutionRecord> byArn = new LinkedHashMap<>();

    @Override
    public synchronized Optional<ExecutionRecord> find(String executionArn) {
        return Optional.ofNullable(byArn.get(executionArn));
    }

    @Override
    public synchronized Optional<ExecutionRecord> findByName(String functionName, String executionName) {
        return byArn.values().stream()
                .filter(r -> r.identity().functionName().equals(functionName))
                .filter(r -> r.identity().executionName().equals(executionName))
                .findFirst();
    }

    @Override
    public synchronized void save(ExecutionRecord record) {
        byArn.put(record.identity().executionArn(), record);
    }

    @Override
    public synchronized void delete(String executionArn) {
        byArn.remove(executionArn);
    }

    @Override
    public synchronized List<ExecutionRecord> all() {
        return List.copyOf(byArn.values());
    }
}
