package io.durabledispatch.runtime.engine;

/**
 * Knows whether the workflow is still re-walking operations recorded by earlier invocations, so that log
 * lines printed then are not printed again. Replay ends once every recorded operation has been visited.
 */
final class ReplayTracker {
    private int unvisitedRecorded;

    /** @param recordedOperations operations in the state at invocation start, the EXECUTION one excluded */
    ReplayTracker(int recordedOperations) {
        this.unvisitedRecorded = recordedOperations;
    }

    void visitedRecorded() {
        unvisitedRecorded--;
    }

    boolean replaying() {
        return unvisitedRecorded > 0;
    }
}
