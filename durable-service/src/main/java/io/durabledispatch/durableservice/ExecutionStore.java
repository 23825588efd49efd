package io.durabledispatch.durableservice;

import java.util.List;
import java.util.Optional;

/**
 * Where executions live. {@link InMemoryExecutionStore} for tests and the default local stack; a
 * file-backed one lets the local stack survive restarts. Called only under the service's lock.
 */
public interface ExecutionStore {
    Optional<ExecutionRecord> find(String executionArn);

    /** The name table: the execution started under this name for this function, if any is remembered. */
    Optional<ExecutionRecord> findByName(String functionName, String executionName);

    /** Inserts or replaces (after every change). */
    void save(ExecutionRecord record);

    void delete(String executionArn);

    /** All executions, oldest start first. */
    List<ExecutionRecord> all();
}
