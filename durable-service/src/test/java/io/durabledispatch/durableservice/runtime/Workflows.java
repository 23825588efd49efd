package io.durabledispatch.durableservice.runtime;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.runtime.WorkflowFunction;

/** Builds a durable handler from a lambda, so each test states its workflow inline. */
final class Workflows {
    private Workflows() {}

    static <I, O> DurableHandler<I, O> handler(
            DurableRuntime runtime, Class<I> inputType, WorkflowFunction<I, O> body) {
        return new DurableHandler<>(inputType, runtime) {
            @Override
            protected O handle(I input, DurableContext context) throws Exception {
                return body.run(input, context);
            }
        };
    }
}
