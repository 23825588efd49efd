package io.durabledispatch.emulators.lambda;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Test workflows for chained invokes: a caller of another function, and targets typed for a nullable string. */
final class ChainedWorkflows {
    static final String CALL = "call-target";

    private ChainedWorkflows() {}

    /** Invokes {@code target} with {@code payload} (null: none) and returns the target's result. */
    static final class Caller extends DurableHandler<String, String> {
        private final String target;
        private final String payload;

        Caller(DurableRuntime runtime, String target, String payload) {
            super(String.class, runtime);
            this.target = target;
            this.payload = payload;
        }

        @Override
        protected String handle(String input, DurableContext context) {
            return context.invoke(CALL, target, payload, String.class);
        }
    }

    /** Greets its input; remembers each input it ran with (empty for none). */
    static final class Greeter extends DurableHandler<String, String> {
        final BlockingQueue<Optional<String>> inputs = new LinkedBlockingQueue<>();

        Greeter(DurableRuntime runtime) {
            super(String.class, runtime);
        }

        @Override
        protected String handle(String name, DurableContext context) {
            inputs.add(Optional.ofNullable(name));
            return context.step("greet", String.class, step -> "hello " + name);
        }
    }

    /** Fails with its input as the message. */
    static final class Failing extends DurableHandler<String, String> {
        Failing(DurableRuntime runtime) {
            super(String.class, runtime);
        }

        @Override
        protected String handle(String reason, DurableContext context) {
            throw new IllegalStateException(reason);
        }
    }

    /** Sleeps an hour: longer than a short ExecutionTimeout. */
    static final class Sleeping extends DurableHandler<String, String> {
        Sleeping(DurableRuntime runtime) {
            super(String.class, runtime);
        }

        @Override
        protected String handle(String input, DurableContext context) {
            context.sleep("nap", Duration.ofHours(1));
            return "rested";
        }
    }
}
