package io.durabledispatch.runtime;

/** The body of a step: the only place a workflow performs a side effect. */
@FunctionalInterface
public interface StepFunction<T> {
    T apply(StepContext step) throws Exception;
}
