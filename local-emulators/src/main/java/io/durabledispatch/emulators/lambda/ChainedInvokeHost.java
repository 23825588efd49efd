package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.ChainedInvoker;
import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.StartExecutionRequest;
import io.durabledispatch.durableservice.StartedExecution;
import io.durabledispatch.emulators.http.ApiException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.OperationStatus;

/**
 * Starts the targets of chained invokes: resolves the function name (a name or ARN, as for Invoke: qualified for a
 * durable target), starts a durable target as a durable execution of this emulator (with the caller's payload, or
 * none) or runs a plain one once, reports the start (ChainedInvokeStarted), and, once it is done, writes its result
 * or error into the caller's operation (which makes the caller due again). A target that does not exist fails the
 * operation with {@code ResourceNotFoundException}. Waiting targets are looked at every {@value #CHECK_MILLIS} ms.
 */
final class ChainedInvokeHost implements ChainedInvoker, AutoCloseable {
    private static final long CHECK_MILLIS = 20;

    private final FunctionRegistry registry;
    private final PlainInvocations plain;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "lambda-emulator-chained-invokes");
        thread.setDaemon(true);
        return thread;
    });
    /** Running target execution ARN → the chained invoke waiting for it. */
    private final Map<String, ChainedInvoke> waiting = new ConcurrentHashMap<>();

    private volatile DurableExecutionService service;
    private volatile InvocationDriver driver;

    ChainedInvokeHost(FunctionRegistry registry, PlainInvocations plain) {
        this.registry = registry;
        this.plain = plain;
    }

    /** The service and driver exist only after the service was built with this host. */
    void attach(DurableExecutionService executions, InvocationDriver invocations) {
        this.service = executions;
        this.driver = invocations;
        worker.scheduleWithFixedDelay(this::collect, CHECK_MILLIS, CHECK_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public void start(ChainedInvoke invoke) {
        try {
            worker.execute(() -> launch(invoke));
        } catch (RejectedExecutionException closing) { // the emulator is closing: nothing more starts
        }
    }

    private void launch(ChainedInvoke invoke) {
        try {
            FunctionRegistry.Resolved target = registry.resolveForInvoke(invoke.functionName(), Optional.empty());
            Optional<DurableFunctionConfig> durable = target.configuration().durable();
            if (durable.isPresent()) startDurable(invoke, target, durable.get());
            else runPlain(invoke, target);
        } catch (ApiException refused) {
            complete(invoke, OperationStatus.FAILED, null, error(refused.errorCode(), refused.getMessage()));
        } catch (RuntimeException e) {
            complete(invoke, OperationStatus.FAILED, null, error(e.getClass().getSimpleName(), e.getMessage()));
        }
    }

    private void startDurable(ChainedInvoke invoke, FunctionRegistry.Resolved target, DurableFunctionConfig config) {
        StartedExecution child = service.start(new StartExecutionRequest(
                target.function().name(),
                target.version(),
                null,
                invoke.payload(),
                config.executionTimeout(),
                config.retention()));
        service.chainedInvokeStarted(invoke, child.version(), child.executionArn());
        waiting.put(child.executionArn(), invoke);
        driver.kick();
    }

    /** A plain target's response is the operation's result; its error document's type and message, the error. */
    private void runPlain(ChainedInvoke invoke, FunctionRegistry.Resolved target) {
        byte[] payload =
                invoke.payload() == null ? new byte[0] : invoke.payload().getBytes(StandardCharsets.UTF_8);
        service.chainedInvokeStarted(invoke, target.version(), null);
        plain.runInBackground(
                target,
                payload,
                outcome -> outcome.fold(
                        ok -> {
                            complete(
                                    invoke,
                                    OperationStatus.SUCCEEDED,
                                    new String(ok.payload(), StandardCharsets.UTF_8),
                                    null);
                            return null;
                        },
                        failed -> {
                            complete(
                                    invoke,
                                    OperationStatus.FAILED,
                                    null,
                                    error(failed.errorType(), failed.errorMessage()));
                            return null;
                        }));
    }

    private void collect() {
        try {
            waiting.forEach((child, invoke) -> {
                ExecutionView view = service.get(child);
                if (view.endTimestamp() == null) return;
                waiting.remove(child);
                OperationStatus status = OperationStatus.fromValue(view.status().toString());
                complete(invoke, status, view.result(), view.error());
            });
        } catch (RuntimeException e) { // a failing look must not stop the worker: the next one tries again
            System.err.println("lambda emulator: chained invokes: " + e);
        }
    }

    private void complete(ChainedInvoke invoke, OperationStatus status, String result, ErrorObject error) {
        service.completeChainedInvoke(invoke.executionArn(), invoke.operationId(), status, result, error);
        driver.kick();
    }

    private static ErrorObject error(String type, String message) {
        return ErrorObject.builder().errorType(type).errorMessage(message).build();
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
