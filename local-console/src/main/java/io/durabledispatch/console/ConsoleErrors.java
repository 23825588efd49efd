package io.durabledispatch.console;

import io.durabledispatch.emulators.http.ApiException;

/**
 * The console's intentional errors, for its endpoints and its backends: the page shows the message. Anything
 * else a backend throws is a bug and answers 500.
 */
public final class ConsoleErrors {
    private ConsoleErrors() {}

    /** Bad input: a missing parameter or field, a malformed body, an unknown route. */
    public static ApiException badRequest(String message) {
        return new ApiException(400, "BadRequest", message);
    }

    public static ApiException notFound(String message) {
        return new ApiException(404, "NotFound", message);
    }

    /** The request is fine but the state is not: a closed callback, an execution that already ended. */
    public static ApiException conflict(String message) {
        return new ApiException(409, "Conflict", message);
    }
}
