package io.durabledispatch.runtime.service;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Everything the service keeps about one execution. Mutable, and only ever touched under the service's
 * lock; a store persists it on every {@link ExecutionStore#save}.
 */
public final class ExecutionRecord {
    final ExecutionIdentity identity;
    ExecutionStatus status = ExecutionStatus.RUNNING;
    String result;
    ErrorObject error;
    Instant endTimestamp;
    final Map<String, Operation> operations = new LinkedHashMap<>();
    final Map<String, CallbackTimer> callbackTimers = new LinkedHashMap<>();
    /** Ids the service changed on its own that the function has not been shown yet. */
    final Set<String> undelivered = new LinkedHashSet<>();

    long tokenSequence;
    boolean invoking;
    Instant invokeAt;
    int failedInvocations;

    public ExecutionRecord(ExecutionIdentity identity) {
        this.identity = identity;
    }

    public ExecutionIdentity identity() {
        return identity;
    }

    public ExecutionStatus status() {
        return status;
    }

    public String result() {
        return result;
    }

    public ErrorObject error() {
        return error;
    }

    public Instant endTimestamp() {
        return endTimestamp;
    }

    public List<Operation> operations() {
        return List.copyOf(operations.values());
    }

    public Map<String, CallbackTimer> callbackTimers() {
        return Map.copyOf(callbackTimers);
    }

    public boolean closed() {
        return status != ExecutionStatus.RUNNING;
    }

    /** The only token the service accepts now: bound to this invocation, dead once the execution closes. */
    String currentToken() {
        return identity.executionId() + "." + tokenSequence;
    }

    List<Operation> operationsIn(List<String> ids) {
        List<Operation> found = new ArrayList<>();
        ids.forEach(id -> {
            Operation operation = operations.get(id);
            if (operation != null) {
                found.add(operation);
            }
        });
        return found;
    }
}
