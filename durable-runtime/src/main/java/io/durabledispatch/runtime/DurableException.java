package io.durabledispatch.runtime;

/** Base of the runtime's failures; a workflow that lets one escape ends FAILED with its type and message. */
public class DurableException extends RuntimeException {
    private final String errorType;

    public DurableException(String errorType, String message) {
        super(message);
        this.errorType = errorType;
    }

    public DurableException(String errorType, String message, Throwable cause) {
        super(message, cause);
        this.errorType = errorType;
    }

    /** The error type recorded in the execution's ErrorObject. */
    public String errorType() {
        return errorType;
    }
}
