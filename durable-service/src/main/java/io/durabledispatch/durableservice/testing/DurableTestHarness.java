package io.durabledispatch.durableservice.testing;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.InMemoryDurableExecutionClient;
import io.durabledispatch.durableservice.InMemoryExecutionStore;
import io.durabledispatch.durableservice.InProcessFunctionInvoker;
import io.durabledispatch.durableservice.ServiceSettings;
import io.durabledispatch.durableservice.StartExecutionRequest;
import io.durabledispatch.durableservice.StartedExecution;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/**
 * Runs durable workflows against the in-process service with a manual clock: nothing happens until the
 * test calls {@link #runUntilIdle()} or {@link #advance(Duration)}. Build workflows with {@link #runtime()}.
 */
public final class DurableTestHarness {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final InProcessFunctionInvoker functions = new InProcessFunctionInvoker();
    private final DurableExecutionService service;
    private final FaultInjectingClient client;
    private final DurableRuntime runtime;

    public DurableTestHarness() {
        this(ServiceSettings.defaults());
    }

    public DurableTestHarness(ServiceSettings settings) {
        this.service = new DurableExecutionService(new InMemoryExecutionStore(), functions, clock, settings);
        this.client = new FaultInjectingClient(new InMemoryDurableExecutionClient(service));
        this.runtime = DurableRuntime.using(client);
    }

    /** The runtime to construct workflows with (their checkpoints go to this harness's service). */
    public DurableRuntime runtime() {
        return runtime;
    }

    public DurableTestHarness register(String functionName, RequestStreamHandler handler) {
        functions.register(functionName, handler);
        return this;
    }

    /** Invoke with a name: returns the ARN of the new execution, or of the existing one for a duplicate. */
    public String start(String functionName, String executionName, String payload) {
        return startExecution(new StartExecutionRequest(functionName, "1", executionName, payload))
                .executionArn();
    }

    public StartedExecution startExecution(StartExecutionRequest request) {
        return service.start(request);
    }

    /** Runs everything due now (invocations, timers) until nothing is left; returns the invocations made. */
    public int runUntilIdle() {
        return service.runDue();
    }

    /** Moves the clock forward, stopping at every moment something falls due, so delays are honoured. */
    public void advance(Duration duration) {
        Instant target = clock.instant().plus(duration);
        runUntilIdle();
        Optional<Instant> next;
        while ((next = nextWakeUpBefore(target)).isPresent()) {
            clock.set(next.get());
            runUntilIdle();
        }
        clock.set(target);
        runUntilIdle();
    }

    private Optional<Instant> nextWakeUpBefore(Instant target) {
        return service.nextWakeUp().filter(moment -> moment.isAfter(clock.instant()) && !moment.isAfter(target));
    }

    public ExecutionView execution(String executionArn) {
        return service.get(executionArn);
    }

    public List<Operation> operations(String executionArn) {
        return service.operations(executionArn);
    }

    /** The operation a workflow started under {@code name}, if it has been recorded. */
    public Optional<Operation> operation(String executionArn, String name) {
        return operations(executionArn).stream()
                .filter(op -> name.equals(op.name()))
                .findFirst();
    }

    /** The id of a callback the workflow created with {@code waitForCallback(name, ...)}. */
    public String callbackId(String executionArn, String callbackName) {
        return operation(executionArn, callbackName)
                .filter(op -> op.type() == OperationType.CALLBACK)
                .map(op -> op.callbackDetails().callbackId())
                .orElseThrow(() -> new IllegalStateException("no callback named " + callbackName));
    }

    /** SendDurableExecutionCallbackSuccess with a JSON body, then runs what became due. */
    public void completeCallback(String callbackId, String resultJson) {
        service.succeedCallback(callbackId, resultJson);
        runUntilIdle();
    }

    /** SendDurableExecutionCallbackFailure, then runs what became due. */
    public void failCallback(String callbackId, String errorType, String message) {
        service.failCallback(
                callbackId,
                ErrorObject.builder().errorType(errorType).errorMessage(message).build());
        runUntilIdle();
    }

    /** Loses the next checkpoint that carries {@code action} for the operation named {@code name}. */
    public void crashBeforeCheckpoint(String name, OperationAction action) {
        crashOnCheckpoint(updates -> updates.stream().anyMatch(u -> name.equals(u.name()) && u.action() == action));
    }

    /** Loses the next checkpoint whose batch matches {@code when}; the invocation dies and is retried. */
    public void crashOnCheckpoint(Predicate<List<OperationUpdate>> when) {
        client.crashOnce(when);
    }

    public ManualClock clock() {
        return clock;
    }

    public DurableExecutionService service() {
        return service;
    }
}
