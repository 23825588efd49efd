package io.durabledispatch.ops.rerun;

import io.durabledispatch.routes.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Executions by name, and every name asked for (to prove how the latest generation is found). */
final class InMemoryExecutionLookup implements ExecutionLookup {
    final Map<String, FoundExecution> executions = new ConcurrentHashMap<>();
    final List<String> asked = new ArrayList<>();

    void add(String name, String status, String input) {
        executions.put(name, new FoundExecution(name, status, input));
    }

    @Override
    public Optional<FoundExecution> find(Route route, String executionName) {
        asked.add(executionName);
        return Optional.ofNullable(executions.get(executionName));
    }
}
