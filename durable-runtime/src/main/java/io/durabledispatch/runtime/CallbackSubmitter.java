package io.durabledispatch.runtime;

/** Hands a callback id to the outside world (for example, a shipping request that will call back). */
@FunctionalInterface
public interface CallbackSubmitter {
    void submit(String callbackId, StepContext step) throws Exception;
}
