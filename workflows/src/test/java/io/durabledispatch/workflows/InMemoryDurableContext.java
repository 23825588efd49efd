package io.durabledispatch.workflows;

import io.durabledispatch.runtime.CallbackFailedException;
import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.CallbackSubmitter;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableLogger;
import io.durabledispatch.runtime.StepContext;
import io.durabledispatch.runtime.StepFailedException;
import io.durabledispatch.runtime.StepFunction;
import io.durabledispatch.runtime.StepOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A context for unit tests of orchestration only: runs each step once, in line, with no checkpoints or replay, and
 * answers callbacks with a scripted outcome. Replay, retries and crashes are tested through the runtime instead.
 */
public final class InMemoryDurableContext implements DurableContext {
    private static final DurableLogger QUIET = new DurableLogger() {
        @Override
        public void info(String message, Object... keyValues) {}

        @Override
        public void warn(String message, Object... keyValues) {}

        @Override
        public void error(String message, Object... keyValues) {}
    };

    private final String executionName;
    private final List<String> operations = new ArrayList<>();
    private Object callbackResult;
    private CallbackFailedException callbackFailure;

    public InMemoryDurableContext(String executionName) {
        this.executionName = executionName;
    }

    public InMemoryDurableContext answerCallbacksWith(Object result) {
        this.callbackResult = result;
        return this;
    }

    public InMemoryDurableContext failCallbacksWith(CallbackFailedException failure) {
        this.callbackFailure = failure;
        return this;
    }

    /** The names of the operations started, in order. */
    public List<String> operations() {
        return List.copyOf(operations);
    }

    @Override
    public <T> T step(String name, Class<T> resultType, StepFunction<T> body) {
        operations.add(name);
        try {
            return body.apply(stepContext());
        } catch (Exception e) {
            throw new StepFailedException(name, e.getClass().getName(), e.getMessage());
        }
    }

    @Override
    public <T> T step(String name, Class<T> resultType, StepFunction<T> body, StepOptions options) {
        return step(name, resultType, body);
    }

    @Override
    public void sleep(String name, Duration duration) {
        operations.add(name);
    }

    @Override
    public <T> T waitForCallback(
            String name, Class<T> resultType, CallbackSubmitter submitter, CallbackOptions options) {
        step(name, Object.class, step -> {
            submitter.submit("callback-of-" + executionName, step);
            return null;
        });
        if (callbackFailure != null) {
            throw callbackFailure;
        }
        return resultType.cast(callbackResult);
    }

    private StepContext stepContext() {
        return new StepContext() {
            @Override
            public int attempt() {
                return 1;
            }

            @Override
            public DurableLogger logger() {
                return QUIET;
            }
        };
    }

    /** The project's workflows invoke no other function; one that starts to must be tested through the runtime. */
    @Override
    public <T> T invoke(String name, String functionName, Object payload, Class<T> resultType) {
        throw new AssertionError("unexpected invoke '" + name + "' of " + functionName + " in an orchestration test");
    }

    @Override
    public DurableLogger logger() {
        return QUIET;
    }

    @Override
    public String executionName() {
        return executionName;
    }

    @Override
    public String executionArn() {
        return "arn:aws:lambda:eu-west-1:000000000000:function:test:live/durable-execution/" + executionName + "/1";
    }
}
