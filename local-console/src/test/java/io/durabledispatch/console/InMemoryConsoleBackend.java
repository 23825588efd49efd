package io.durabledispatch.console;

import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.rerun.FoundExecution;
import io.durabledispatch.ops.rerun.RerunDecision;
import io.durabledispatch.routes.Route;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A console backend in memory: executions with operations, queues with depths, parked messages. Callbacks and
 * stops change state the way the engines do (a completed callback ends; the execution stays running until
 * its workflow goes on, which tests do with {@link #finish}).
 */
public final class InMemoryConsoleBackend implements ConsoleBackend {
    private final Clock clock;
    private final Map<String, ExecutionDetail> executions = new LinkedHashMap<>();
    private final Map<String, ParkedRecord> parked = new LinkedHashMap<>();
    private final List<QueueDepth> queues = new ArrayList<>();
    private final List<String> redriven = new ArrayList<>();
    private final Map<String, String> callbackAnswers = new LinkedHashMap<>();
    private final List<RerunDecision.Send> reruns = new ArrayList<>();
    private final Map<String, List<HistoryRecord>> histories = new LinkedHashMap<>();

    public InMemoryConsoleBackend(Clock clock) {
        this.clock = clock;
    }

    public synchronized void add(ExecutionDetail detail) {
        executions.put(detail.execution().arn(), detail);
    }

    public synchronized void history(String id, List<HistoryRecord> events) {
        histories.put(id, List.copyOf(events));
    }

    public synchronized void park(ParkedRecord record) {
        parked.put(record.messageId(), record);
    }

    public synchronized void queue(QueueDepth depth) {
        queues.add(depth);
    }

    /** Ends an execution as its workflow would after a callback: with a result, or with an error. */
    public synchronized void finish(String id, String status, Optional<String> result, Optional<String> error) {
        ExecutionDetail detail = existing(id);
        add(new ExecutionDetail(detail.kind(), ended(detail.execution(), status), result, error, detail.operations()));
    }

    /** What each answered callback was answered with: {@code ok:<json>} or {@code failed:<type>:<message>}. */
    public synchronized Map<String, String> callbackAnswers() {
        return Map.copyOf(callbackAnswers);
    }

    /** Every re-run sent, in order. */
    public synchronized List<RerunDecision.Send> reruns() {
        return List.copyOf(reruns);
    }

    public synchronized List<String> redriven() {
        return List.copyOf(redriven);
    }

    @Override
    public synchronized List<ExecutionRecord> executions() {
        return executions.values().stream().map(ExecutionDetail::execution).toList();
    }

    @Override
    public synchronized Optional<ExecutionDetail> execution(String id) {
        return Optional.ofNullable(executions.get(id));
    }

    @Override
    public synchronized List<HistoryRecord> history(String id) {
        return histories.getOrDefault(id, List.of());
    }

    @Override
    public synchronized void completeCallback(String callbackId, String resultJson) {
        answer(callbackId, "SUCCEEDED", "ok:" + resultJson);
    }

    @Override
    public synchronized void failCallback(String callbackId, String errorType, String errorMessage) {
        answer(callbackId, "FAILED", "failed:" + errorType + ":" + errorMessage);
    }

    @Override
    public synchronized void stop(String executionId) {
        ExecutionDetail detail = existing(executionId);
        if (!detail.execution().running()) {
            throw ConsoleErrors.conflict(
                    "execution " + executionId + " is " + detail.execution().status());
        }
        add(new ExecutionDetail(
                detail.kind(),
                ended(detail.execution(), "STOPPED"),
                Optional.empty(),
                Optional.of("stopped"),
                detail.operations()));
    }

    /** By name alone: a name starts with its operation, so names of different routes never meet. */
    @Override
    public synchronized Optional<FoundExecution> find(Route route, String executionName) {
        return executions.values().stream()
                .map(ExecutionDetail::execution)
                .filter(execution -> execution.name().equals(executionName))
                .findFirst()
                .map(execution -> new FoundExecution(
                        execution.name(), execution.status(), execution.input().orElse("{}")));
    }

    @Override
    public synchronized void send(RerunDecision.Send rerun) {
        reruns.add(rerun);
    }

    @Override
    public synchronized List<QueueDepth> queues() {
        return List.copyOf(queues);
    }

    @Override
    public synchronized List<ParkedRecord> parked() {
        return List.copyOf(parked.values());
    }

    @Override
    public synchronized void redrive(String messageId) {
        if (parked.remove(messageId) == null) throw ConsoleErrors.notFound("no parked message " + messageId);
        redriven.add(messageId);
    }

    private void answer(String callbackId, String status, String answer) {
        for (ExecutionDetail detail : List.copyOf(executions.values())) {
            List<OperationRecord> operations = new ArrayList<>(detail.operations());
            for (int i = 0; i < operations.size(); i++) {
                OperationRecord operation = operations.get(i);
                if (!operation.callbackId().equals(Optional.of(callbackId))) continue;
                if (!operation.awaitingCallback())
                    throw ConsoleErrors.conflict("callback " + callbackId + " is closed");
                operations.set(i, answered(operation, status));
                add(new ExecutionDetail(
                        detail.kind(), detail.execution(), detail.result(), detail.error(), operations));
                callbackAnswers.put(callbackId, answer);
                return;
            }
        }
        throw ConsoleErrors.notFound("no callback " + callbackId);
    }

    private OperationRecord answered(OperationRecord operation, String status) {
        return new OperationRecord(
                operation.id(),
                operation.type(),
                operation.name(),
                status,
                operation.attempts(),
                operation.startedAt(),
                Optional.of(clock.instant()),
                operation.callbackId(),
                operation.detail());
    }

    private ExecutionRecord ended(ExecutionRecord execution, String status) {
        Instant now = clock.instant();
        return new ExecutionRecord(
                execution.workflow(),
                execution.name(),
                status,
                execution.started(),
                Optional.of(now),
                execution.arn(),
                execution.input());
    }

    private ExecutionDetail existing(String id) {
        ExecutionDetail detail = executions.get(id);
        if (detail == null) throw ConsoleErrors.notFound("no execution with id " + id);
        return detail;
    }
}
