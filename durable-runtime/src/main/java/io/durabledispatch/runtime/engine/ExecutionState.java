package io.durabledispatch.runtime.engine;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.Operation;

/** The operations known to this invocation, by id, kept current from every checkpoint's delta. */
final class ExecutionState {
    private final Map<String, Operation> operations = new LinkedHashMap<>();

    void putAll(Collection<Operation> changed) {
        changed.forEach(operation -> operations.put(operation.id(), operation));
    }

    Optional<Operation> find(String id) {
        return Optional.ofNullable(operations.get(id));
    }

    Operation require(String id) {
        return find(id).orElseThrow(() -> new IllegalStateException("the service did not return operation " + id));
    }

    int size() {
        return operations.size();
    }
}
