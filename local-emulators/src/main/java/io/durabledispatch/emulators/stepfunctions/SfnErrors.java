package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.emulators.http.ApiException;

/** The Step Functions error codes the emulator raises; the SDK maps each code to its exception class. */
final class SfnErrors {
    private SfnErrors() {}

    static ApiException executionAlreadyExists(String executionArn) {
        return new ApiException(400, "ExecutionAlreadyExists", "Execution Already Exists: '" + executionArn + "'");
    }

    static ApiException invalidName(String reason) {
        return new ApiException(400, "InvalidName", "Invalid Name: " + reason);
    }

    static ApiException stateMachineDoesNotExist(String arn) {
        return new ApiException(400, "StateMachineDoesNotExist", "State Machine Does Not Exist: '" + arn + "'");
    }

    static ApiException executionDoesNotExist(String arn) {
        return new ApiException(400, "ExecutionDoesNotExist", "Execution Does Not Exist: '" + arn + "'");
    }

    static ApiException invalidArn(String arn) {
        return new ApiException(400, "InvalidArn", "Invalid Arn: '" + arn + "'");
    }

    static ApiException invalidToken(String token) {
        return new ApiException(400, "InvalidToken", "Invalid Token: " + token);
    }

    static ApiException invalidInput(String reason) {
        return new ApiException(400, "InvalidExecutionInput", "Invalid Execution Input: " + reason);
    }

    static ApiException validation(String reason) {
        return new ApiException(400, "ValidationException", reason);
    }

    static ApiException unknownOperation(String target) {
        return new ApiException(400, "UnknownOperationException", "Unsupported operation: " + target);
    }

    static ApiException throttled(String operation) {
        return new ApiException(429, "ThrottlingException", "Rate exceeded (injected) on " + operation);
    }

    /** Over a configured quota: Step Functions' common error, HTTP 400 as its API reference lists it. */
    static ApiException rateExceeded(String operation) {
        return new ApiException(400, "ThrottlingException", "Rate exceeded on " + operation);
    }

    static ApiException unavailable(String operation) {
        return new ApiException(503, "ServiceUnavailable", "Service unavailable (injected) on " + operation);
    }
}
