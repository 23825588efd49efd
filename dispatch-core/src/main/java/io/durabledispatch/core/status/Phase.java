package io.durabledispatch.core.status;

import java.util.Set;

/** Where an execution is, in the terms a client acts on: wait, take the result, or decide to run it again. */
public enum Phase {
    RUNNING,
    SUCCEEDED,
    /** Ended without a result: failed, timed out, stopped or aborted. Only a new generation runs it again. */
    FAILED;

    private static final Set<String> ENDED_WITHOUT_RESULT = Set.of("FAILED", "TIMED_OUT", "STOPPED", "ABORTED");

    /**
     * The phase of an engine's status (Lambda's and Step Functions' names). A status neither engine documented is
     * RUNNING: a client that waits longer loses less than one told a live execution has ended.
     */
    public static Phase of(String engineStatus) {
        if ("SUCCEEDED".equals(engineStatus)) return SUCCEEDED;
        return ENDED_WITHOUT_RESULT.contains(engineStatus) ? FAILED : RUNNING;
    }
}
