package io.durabledispatch.runtime.wire;

/** The invocation's answer; PENDING means "suspended, invoke me again when something is due". */
public enum InvocationStatus {
    SUCCEEDED,
    FAILED,
    PENDING
}
