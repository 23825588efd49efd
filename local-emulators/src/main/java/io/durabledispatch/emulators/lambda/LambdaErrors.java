package io.durabledispatch.emulators.lambda;

import io.durabledispatch.emulators.http.ApiException;

/** Lambda's error codes and statuses; the SDK picks the exception class from the code. */
final class LambdaErrors {
    private LambdaErrors() {}

    static ApiException invalidParameter(String message) {
        return new ApiException(400, "InvalidParameterValueException", message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, "ResourceNotFoundException", message);
    }

    static ApiException alreadyStarted(String name) {
        return new ApiException(
                409,
                "DurableExecutionAlreadyStartedException",
                "Durable execution " + name + " already exists with a different payload");
    }

    static ApiException callbackClosed(String callbackId) {
        return new ApiException(400, "CallbackTimeoutException", "Callback " + callbackId + " is no longer open");
    }

    static ApiException tooLarge(String message) {
        return new ApiException(413, "RequestTooLargeException", message);
    }

    static ApiException throttled(String operation) {
        return new ApiException(429, "TooManyRequestsException", "Rate exceeded (injected) on " + operation);
    }

    static ApiException serviceError(String operation) {
        return new ApiException(500, "ServiceException", "Service error (injected) on " + operation);
    }
}
