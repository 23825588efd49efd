package io.durabledispatch.runtime;

/**
 * A function invoked with {@link DurableContext#invoke} failed, timed out or was stopped; {@code errorType} is
 * the target's own error type (or {@code Invoke.TimedOut}, {@code Invoke.Stopped} when it reported none).
 */
public class InvokeFailedException extends DurableException {
    public InvokeFailedException(String errorType, String message) {
        super(errorType, message);
    }
}
