package io.durabledispatch.runtime;

/**
 * A callback was completed with a failure, or timed out: errorType {@code Callback.Timeout} (overall timeout)
 * or {@code Callback.Heartbeat} (no heartbeat in time).
 */
public class CallbackFailedException extends DurableException {
    public CallbackFailedException(String errorType, String message) {
        super(errorType, message);
    }

    public boolean timedOut() {
        return "Callback.Timeout".equals(errorType()) || "Callback.Heartbeat".equals(errorType());
    }
}
