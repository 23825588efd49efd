package io.durabledispatch.console;

import io.durabledispatch.ops.inspect.ExecutionRecord;
import java.util.List;
import java.util.Optional;

/**
 * An execution with its outcome and its operations in start order (none for a state machine execution).
 *
 * @param kind the engine running it, which decides what its page shows
 * @param result the output JSON of a succeeded execution
 * @param error the error (type and message) of a failed, timed-out or stopped one
 */
public record ExecutionDetail(
        ExecutionKind kind,
        ExecutionRecord execution,
        Optional<String> result,
        Optional<String> error,
        List<OperationRecord> operations) {
    public ExecutionDetail {
        operations = List.copyOf(operations);
    }
}
