package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.CallbackFailedException;
import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.CallbackSubmitter;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableLogger;
import io.durabledispatch.runtime.InvokeFailedException;
import io.durabledispatch.runtime.StepFunction;
import io.durabledispatch.runtime.StepOptions;
import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** The durable operations of one invocation: each derives the next id, then replays or records. */
final class ExecutionContext implements DurableContext {
    /** The sub type the official SDKs send for an invoke. */
    private static final String CHAINED_INVOKE = "ChainedInvoke";

    private final Invocation invocation;
    private final StepExecutor steps;

    ExecutionContext(Invocation invocation) {
        this.invocation = invocation;
        this.steps = new StepExecutor(invocation.checkpointer(), invocation.serde(), invocation.stepLogger());
    }

    @Override
    public <T> T step(String name, Class<T> resultType, StepFunction<T> body) {
        return step(name, resultType, body, StepOptions.defaults());
    }

    @Override
    public <T> T step(String name, Class<T> resultType, StepFunction<T> body, StepOptions options) {
        String id = invocation.nextId();
        Optional<Operation> recorded = invocation.recorded(id, OperationType.STEP, name, StepCall.SUB_TYPE);
        return steps.run(new StepCall<>(id, name, resultType, body, options), recorded.orElse(null));
    }

    @Override
    public void sleep(String name, Duration duration) {
        String id = invocation.nextId();
        Operation wait = invocation
                .recorded(id, OperationType.WAIT, name, "Wait")
                .orElseGet(() -> invocation.start(OperationUpdate.builder()
                        .id(id)
                        .name(name)
                        .type(OperationType.WAIT)
                        .subType("Wait")
                        .action(OperationAction.START)
                        .waitOptions(w -> w.waitSeconds(wholeSeconds(duration)))
                        .build()));
        if (wait.status() != OperationStatus.SUCCEEDED && wait.status() != OperationStatus.CANCELLED) {
            throw new SuspendExecution(
                    "wait '" + name + "' until " + wait.waitDetails().scheduledEndTimestamp());
        }
    }

    @Override
    public <T> T waitForCallback(
            String name, Class<T> resultType, CallbackSubmitter submitter, CallbackOptions options) {
        String id = invocation.nextId();
        Operation callback = invocation
                .recorded(id, OperationType.CALLBACK, name, "Callback")
                .orElseGet(() -> invocation.start(OperationUpdate.builder()
                        .id(id)
                        .name(name)
                        .type(OperationType.CALLBACK)
                        .subType("Callback")
                        .action(OperationAction.START)
                        .callbackOptions(c -> c.timeoutSeconds(wholeSeconds(options.timeout()))
                                .heartbeatTimeoutSeconds(
                                        options.heartbeatTimeout() == null
                                                ? null
                                                : wholeSeconds(options.heartbeatTimeout())))
                        .build()));
        String callbackId = callback.callbackDetails().callbackId();
        // The hand-off is itself a step, so a replay does not submit the callback id twice.
        step(name + "-submitter", Void.class, step -> {
            submitter.submit(callbackId, step);
            return null;
        });
        return outcome(invocation.current(id), name, resultType);
    }

    private <T> T outcome(Operation callback, String name, Class<T> resultType) {
        switch (callback.status()) {
            case SUCCEEDED:
                return invocation
                        .serde()
                        .deserialize(
                                "callback '" + name + "'",
                                callback.callbackDetails().result(),
                                resultType);
            case FAILED:
            case TIMED_OUT:
                ErrorObject error = callback.callbackDetails().error();
                String type = error == null || error.errorType() == null ? "Callback.Failed" : error.errorType();
                String message = error == null ? null : error.errorMessage();
                throw new CallbackFailedException(type, "callback '" + name + "' " + type + ": " + message);
            default:
                throw new SuspendExecution("callback '" + name + "' is not completed yet");
        }
    }

    @Override
    public <T> T invoke(String name, String functionName, Object payload, Class<T> resultType) {
        String id = invocation.nextId();
        Operation invoke = invocation
                .recorded(id, OperationType.CHAINED_INVOKE, name, CHAINED_INVOKE)
                .orElseGet(() -> invocation.start(OperationUpdate.builder()
                        .id(id)
                        .name(name)
                        .type(OperationType.CHAINED_INVOKE)
                        .subType(CHAINED_INVOKE)
                        .action(OperationAction.START)
                        .payload(invocation.serde().serializeResult("invoke '" + name + "' payload", payload))
                        .chainedInvokeOptions(o -> o.functionName(functionName))
                        .build()));
        return invoked(invoke, name, resultType);
    }

    private <T> T invoked(Operation invoke, String name, Class<T> resultType) {
        var details = invoke.chainedInvokeDetails();
        switch (invoke.status()) {
            case SUCCEEDED:
                return invocation
                        .serde()
                        .deserialize("invoke '" + name + "'", details == null ? null : details.result(), resultType);
            case FAILED:
            case TIMED_OUT:
            case STOPPED:
                ErrorObject error = details == null ? null : details.error();
                String type =
                        error == null || error.errorType() == null ? "Invoke." + invoke.status() : error.errorType();
                String message = error == null ? null : error.errorMessage();
                throw new InvokeFailedException(type, "invoke '" + name + "' " + type + ": " + message);
            default:
                throw new SuspendExecution("invoke '" + name + "' has not finished yet");
        }
    }

    @Override
    public DurableLogger logger() {
        return invocation.logger();
    }

    @Override
    public String executionName() {
        return invocation.executionName();
    }

    @Override
    public String executionArn() {
        return invocation.executionArn();
    }

    private static int wholeSeconds(Duration duration) {
        return (int) Math.max(1, (duration.toMillis() + 999) / 1000);
    }
}
