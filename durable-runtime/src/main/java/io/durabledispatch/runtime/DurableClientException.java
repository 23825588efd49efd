package io.durabledispatch.runtime;

/**
 * A durable API call failed. Retryable failures (stale checkpoint token, throttling, 5xx) make the
 * runtime throw out of the handler so the service re-invokes; the others end the execution FAILED.
 */
public class DurableClientException extends DurableException {
    private final boolean retryable;

    public DurableClientException(String errorType, String message, boolean retryable, Throwable cause) {
        super(errorType, message, cause);
        this.retryable = retryable;
    }

    public boolean retryable() {
        return retryable;
    }
}
