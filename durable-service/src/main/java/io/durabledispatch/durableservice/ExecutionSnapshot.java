package io.durabledispatch.durableservice;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Everything an {@link ExecutionRecord} holds, as an immutable value: what a store that writes to disk
 * persists on every save and reads back after a restart.
 */
public record ExecutionSnapshot(
        ExecutionIdentity identity,
        ExecutionStatus status,
        String result,
        ErrorObject error,
        Instant endTimestamp,
        List<Operation> operations,
        Map<String, CallbackTimer> callbackTimers,
        List<String> undelivered,
        long tokenSequence,
        boolean invoking,
        Instant invokeAt,
        int failedInvocations,
        List<Event> history) {

    public ExecutionSnapshot {
        history = history == null ? List.of() : List.copyOf(history);
        operations = operations == null ? List.of() : List.copyOf(operations);
        callbackTimers = callbackTimers == null ? Map.of() : Map.copyOf(callbackTimers);
        undelivered = undelivered == null ? List.of() : List.copyOf(undelivered);
    }
}
