package io.durabledispatch.emulators.http;

/**
 * An intentional API error: the HTTP status and the error code (for the emulators, the AWS error type that
 * selects the SDK's exception class). Thrown by the emulators' operations and the console's endpoints, and
 * rendered by {@link LocalHttpServer} in the server's {@link ErrorFormat}. Any other exception is a bug: a 500.
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
