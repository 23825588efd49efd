package io.durabledispatch.runtime;

/** A workflow's orchestration: deterministic code that calls the context for every side effect. */
@FunctionalInterface
public interface WorkflowFunction<I, O> {
    O run(I input, DurableContext context) throws Exception;
}
