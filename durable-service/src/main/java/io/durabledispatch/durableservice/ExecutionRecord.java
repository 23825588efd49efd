package io.durabledispatch.durableservice;

import io.durabledispatch.runtime.wire.CheckpointRequest;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
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
    /** GetDurableExecutionHistory's events, oldest first; event ids are positions + 1. */
    final List<Event> history = new ArrayList<>();
    /** Ids the service changed on its own that the function has not been shown yet. */
    final Set<String> undelivered = new LinkedHashSet<>();

    long tokenSequence;
    boolean invoking;
    Instant invokeAt;
    int failedInvocations;
    /** The ids the last checkpoint reported as changed, for paging its response (not persisted). */
    List<String> lastDelta = List.of();
    /** When the invocation in flight started (not persisted: a restart ends that invocation). */
    Instant invocationStartedAt;
    /**
     * The last accepted checkpoint, kept (not persisted) to answer an SDK's HTTP retry of it (docs/reference/durable-protocol.md,
     * "Checkpoints": client token).
     */
    private CheckpointRequest lastRequest;

    private CheckpointResponse lastResponse;

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

    public List<Event> history() {
        return List.copyOf(history);
    }

    /** The record as a value, for stores that persist it. */
    public ExecutionSnapshot snapshot() {
        return new ExecutionSnapshot(
                identity,
                status,
                result,
                error,
                endTimestamp,
                operations(),
                callbackTimers(),
                List.copyOf(undelivered),
                tokenSequence,
                invoking,
                invokeAt,
                failedInvocations,
                history());
    }

    /**
     * Rebuilds a record read back by a store after a restart. An invocation that was in flight died with the
     * previous process, so an open execution is made due again at {@code now} (its token sequence moves on,
     * which kills that invocation's tokens).
     */
    public static ExecutionRecord restore(ExecutionSnapshot snapshot, Instant now) {
        ExecutionRecord record = new ExecutionRecord(snapshot.identity());
        record.status = snapshot.status();
        record.result = snapshot.result();
        record.error = snapshot.error();
        record.endTimestamp = snapshot.endTimestamp();
        snapshot.operations().forEach(operation -> record.operations.put(operation.id(), operation));
        record.callbackTimers.putAll(snapshot.callbackTimers());
        record.undelivered.addAll(snapshot.undelivered());
        record.tokenSequence = snapshot.tokenSequence() + 1;
        record.invokeAt = snapshot.invoking() && !record.closed() ? now : snapshot.invokeAt();
        record.failedInvocations = snapshot.failedInvocations();
        record.history.addAll(snapshot.history());
        return record;
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

    /** The cached reply when {@code request} repeats the last accepted call (same ClientToken and token). */
    Optional<CheckpointResponse> replayOf(CheckpointRequest request) {
        boolean repeat = lastRequest != null
                && request.clientToken() != null
                && request.clientToken().equals(lastRequest.clientToken())
                && request.checkpointToken().equals(lastRequest.checkpointToken());
        return repeat && invoking ? Optional.of(lastResponse) : Optional.empty();
    }

    void accepted(CheckpointRequest request, CheckpointResponse response) {
        lastRequest = request;
        lastResponse = response;
    }
}
