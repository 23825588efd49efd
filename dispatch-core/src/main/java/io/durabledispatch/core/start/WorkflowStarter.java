package io.durabledispatch.core.start;

import io.durabledispatch.routes.Target;

/**
 * Port: start one named execution of a target. Implementations map every engine answer and transport error
 * to a {@link StartResult}; they do not throw for anything the engine or the network can do.
 */
public interface WorkflowStarter<T extends Target> {
    StartResult start(T target, String executionName, String canonicalInput);
}
