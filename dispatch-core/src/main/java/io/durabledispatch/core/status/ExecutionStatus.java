package io.durabledispatch.core.status;

import io.durabledispatch.routes.Target;
import java.util.Optional;

/**
 * Port: what the engine says about the execution under a name now. Implementations map every engine answer and
 * transport error to a {@link StatusAnswer}; they do not throw for anything the engine or the network can do.
 */
public interface ExecutionStatus<T extends Target> {
    /**
     * @param executionId the engine's id when the door has it (a start's answer), which saves a search by name
     */
    StatusAnswer read(T target, String executionName, Optional<String> executionId);
}
