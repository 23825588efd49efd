package io.durabledispatch.core.start;

/** Why a RETRYABLE record goes back to its queue; decides when it is shown again (see docs/adr/002). */
public enum RetryCause {
    /** The engine's rate limit: 429 TooManyRequestsException, ThrottlingException. Load, so a delay. */
    THROTTLED,
    /** 5xx, timeouts, refused connections, an unreachable parking queue: likely gone on a later try. */
    TRANSIENT,
    /** Not attempted: the invocation ran short of time, or an earlier record of its FIFO group failed. */
    NOT_STARTED,
    /**
     * Any other engine refusal (404 missing function or state machine, 403, 400 bad parameter) and adapter bugs:
     * the deployment's fault, for an operator to fix; these records are the ones that should reach the DLQ.
     */
    DEPLOYMENT_FAULT
}
