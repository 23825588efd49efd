package io.durabledispatch.durableservice;

import java.util.List;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Where executions are kept beyond the service's in-memory index. The service holds open executions in full
 * and closed ones as summaries, and tells the store about every change, one execution at a time;
 * {@link InMemoryExecutionStore} keeps closed executions' operations compacted, a file-backed store lets the
 * local stack survive restarts. Called only under the service's lock.
 */
public interface ExecutionStore {
    /** Everything kept from an earlier run, oldest start first: read once, when the service starts. */
    List<ExecutionSnapshot> restore();

    /** The execution changed: keep it as it is now. Called once per change, for the changed execution only. */
    void save(ExecutionRecord record);

    /** The operations of a closed execution, in start order (the service holds only its summary). */
    List<Operation> operations(String executionArn);

    /** The history events of a closed execution, oldest first (the service holds only its summary). */
    List<Event> history(String executionArn);

    /** The execution's retention ended: forget it. */
    void delete(String executionArn);
}
