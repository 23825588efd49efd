package io.durabledispatch.runtime;

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
