package io.durabledispatch.emulators.stepfunctions;

import java.util.List;
import java.util.Optional;

/** Where the emulator keeps executions: in memory, or in a data directory that survives restarts. */
public interface SfnExecutionStore {
    Optional<SfnExecution> find(String executionArn);

    void save(SfnExecution execution);

    void remove(String executionArn);

    List<SfnExecution> all();
}
