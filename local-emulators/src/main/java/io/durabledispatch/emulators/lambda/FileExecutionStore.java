package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.CallbackTimer;
import io.durabledispatch.durableservice.ExecutionIdentity;
import io.durabledispatch.durableservice.ExecutionRecord;
import io.durabledispatch.durableservice.ExecutionSnapshot;
import io.durabledispatch.durableservice.ExecutionStore;
import io.durabledispatch.emulators.persistence.JsonFileDirectory;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * The durable service's store written through to one file per execution (atomic replace), so executions,
 * their operations and their names survive a restart. The service holds what it needs in memory; this store
 * is read in full once at start, and a closed execution's file again only when its operations are asked for.
 */
public final class FileExecutionStore implements ExecutionStore {
    private final JsonFileDirectory<StoredExecution> files;

    public FileExecutionStore(Path directory) {
        this.files = new JsonFileDirectory<>(
                directory, StoredExecution.class, DurableWireCodec.invocation().mapper());
    }

    @Override
    public List<ExecutionSnapshot> restore() {
        return files.readAll().stream()
                .sorted(Comparator.comparing(stored -> stored.identity().startTimestamp()))
                .map(StoredExecution::toSnapshot)
                .toList();
    }

    @Override
    public void save(ExecutionRecord record) {
        files.write(record.identity().executionArn(), StoredExecution.of(record.snapshot()));
    }

    @Override
    public List<Operation> operations(String executionArn) {
        return files.read(executionArn).map(StoredExecution::operations).orElse(List.of());
    }

    @Override
    public List<Event> history(String executionArn) {
        return files.read(executionArn)
                .map(StoredExecution::history)
                .filter(events -> events != null)
                .orElse(List.of());
    }

    @Override
    public void delete(String executionArn) {
        files.delete(executionArn);
    }

    /** The file form of a snapshot: callback timers flattened, since the codec has no Duration support. */
    record StoredExecution(
            ExecutionIdentity identity,
            ExecutionStatus status,
            String result,
            ErrorObject error,
            Instant endTimestamp,
            List<Operation> operations,
            List<StoredTimer> callbackTimers,
            List<String> undelivered,
            long tokenSequence,
            boolean invoking,
            Instant invokeAt,
            int failedInvocations,
            List<Event> history) {

        static StoredExecution of(ExecutionSnapshot s) {
            List<StoredTimer> timers = s.callbackTimers().entrySet().stream()
                    .map(e -> StoredTimer.of(e.getKey(), e.getValue()))
                    .toList();
            return new StoredExecution(
                    s.identity(),
                    s.status(),
                    s.result(),
                    s.error(),
                    s.endTimestamp(),
                    s.operations(),
                    timers,
                    s.undelivered(),
                    s.tokenSequence(),
                    s.invoking(),
                    s.invokeAt(),
                    s.failedInvocations(),
                    s.history());
        }

        ExecutionSnapshot toSnapshot() {
            Map<String, CallbackTimer> timers = new LinkedHashMap<>();
            (callbackTimers == null ? List.<StoredTimer>of() : callbackTimers)
                    .forEach(t -> timers.put(t.operationId(), t.toTimer()));
            return new ExecutionSnapshot(
                    identity,
                    status,
                    result,
                    error,
                    endTimestamp,
                    operations,
                    timers,
                    undelivered,
                    tokenSequence,
                    invoking,
                    invokeAt,
                    failedInvocations,
                    history);
        }
    }

    record StoredTimer(String operationId, Instant timeoutAt, Long heartbeatTimeoutSeconds, Instant heartbeatAt) {
        static StoredTimer of(String operationId, CallbackTimer timer) {
            Long heartbeat = timer.heartbeatTimeout() == null
                    ? null
                    : timer.heartbeatTimeout().toSeconds();
            return new StoredTimer(operationId, timer.timeoutAt(), heartbeat, timer.heartbeatAt());
        }

        CallbackTimer toTimer() {
            Duration heartbeat = heartbeatTimeoutSeconds == null ? null : Duration.ofSeconds(heartbeatTimeoutSeconds);
            return new CallbackTimer(timeoutAt, heartbeat, heartbeatAt);
        }
    }
}
