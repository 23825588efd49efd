package io.durabledispatch.runtime;

/** What a running step knows about itself. */
public interface StepContext {
    /** 1 for the first attempt, 2 for the first retry, ... */
    int attempt();

    DurableLogger logger();
}
