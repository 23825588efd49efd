package io.durabledispatch.runtime.wire;

import java.util.List;

/** What the service sends the durable function on every invocation (not the user's payload). */
public record InvocationInput(
        String durableExecutionArn,
        String checkpointToken,
        StatePage initialExecutionState,
        List<String> updatedOperationIds) {

    public InvocationInput {
        initialExecutionState = initialExecutionState == null ? StatePage.complete(List.of()) : initialExecutionState;
        updatedOperationIds = updatedOperationIds == null ? List.of() : List.copyOf(updatedOperationIds);
    }

    /** The execution id: the last path segment of the durable ARN, also the EXECUTION operation's id. */
    public String executionId() {
        return durableExecutionArn.substring(durableExecutionArn.lastIndexOf('/') + 1);
    }
}
