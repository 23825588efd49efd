package io.durabledispatch.emulators.stepfunctions;

/** Execution statuses as Step Functions names them on the wire. */
public enum SfnStatus {
    RUNNING,
    SUCCEEDED,
    FAILED,
    TIMED_OUT,
    ABORTED
}
