package io.durabledispatch.durableservice;

/**
 * A refusal by the durable service, carrying the AWS error code and HTTP status an HTTP front end must
 * answer with (header {@code x-amzn-ErrorType}); see docs/reference/durable-protocol.md, "Control plane".
 */
public class DurableServiceException extends RuntimeException {
    /** The message prefix every SDK recognises as a stale token (retryable by re-invocation). */
    public static final String INVALID_TOKEN_PREFIX = "Invalid Checkpoint Token";

    private final String errorCode;
    private final int httpStatus;

    public DurableServiceException(String errorCode, int httpStatus, String message) {
        super(message);
        this.errorCode = errorCode;
        this.httpStatus = httpStatus;
    }

    public String errorCode() {
        return errorCode;
    }

    public int httpStatus() {
        return httpStatus;
    }

    static DurableServiceException invalidParameter(String message) {
        return new DurableServiceException("InvalidParameterValueException", 400, message);
    }

    static DurableServiceException invalidToken(String why) {
        return invalidParameter(INVALID_TOKEN_PREFIX + ": " + why);
    }

    static DurableServiceException notFound(String message) {
        return new DurableServiceException("ResourceNotFoundException", 404, message);
    }

    static DurableServiceException alreadyStarted(String name) {
        return new DurableServiceException(
                "DurableExecutionAlreadyStartedException",
                409,
                "Durable execution " + name + " already exists with a different payload");
    }

    static DurableServiceException callbackClosed(String callbackId) {
        return new DurableServiceException(
                "CallbackTimeoutException", 400, "Callback " + callbackId + " is no longer open");
    }
}
