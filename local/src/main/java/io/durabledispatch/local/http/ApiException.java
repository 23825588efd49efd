package io.durabledispatch.local.http;

/**
 * An AWS API error: the HTTP status and the error code that selects the SDK's exception class. Thrown by the
 * emulators' operations and rendered by the server in the service's {@link ErrorFormat}.
 */
public class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String errorCode;

    public ApiException(int status, String errorCode, String message) {
        super(message);
        this.status = status;
        this.errorCode = errorCode;
    }

    public int status() {
        return status;
    }

    public String errorCode() {
        return errorCode;
    }
}
