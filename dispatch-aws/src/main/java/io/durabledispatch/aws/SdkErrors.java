package io.durabledispatch.aws;

import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Short descriptions of SDK failures for logs and parking attributes, and their retry causes. Everything not
 * mapped to CONFLICT or INVALID by a starter is RETRYABLE: throttles (THROTTLED), 5xx, timeouts and connection
 * errors (TRANSIENT), and configuration errors (404 missing function or state machine, 403, 400 bad parameter:
 * DEPLOYMENT_FAULT): those are the deployment's fault, not the record's, so the record goes back to SQS and, if
 * the fault persists, to the source DLQ, whose alarm fires — never parked as if it were bad data, never dropped.
 */
public final class SdkErrors {
    /** Refusals that mean "too much right now" without being throttling codes to the SDK. */
    private static final Set<String> LOAD_CODES = Set.of("ExecutionLimitExceeded");

    private SdkErrors() {}

    /** A RETRYABLE result for an SDK failure, with its cause. */
    public static StartResult retry(SdkException e) {
        return StartResult.retryable(cause(e), describe(e));
    }

    public static RetryCause cause(SdkException e) {
        if (!(e instanceof AwsServiceException service)) return RetryCause.TRANSIENT; // timeouts, refused connections
        String code = service.awsErrorDetails() == null
                ? null
                : service.awsErrorDetails().errorCode();
        // The SDK knows the throttling codes (ThrottlingException, TooManyRequestsException, ...) and HTTP 429.
        if (service.isThrottlingException() || LOAD_CODES.contains(code)) return RetryCause.THROTTLED;
        if (service.statusCode() >= 500) return RetryCause.TRANSIENT;
        return RetryCause.DEPLOYMENT_FAULT;
    }

    public static String describe(SdkException e) {
        if (e instanceof AwsServiceException service && service.awsErrorDetails() != null) {
            String code = service.awsErrorDetails().errorCode();
            return (code == null ? service.getClass().getSimpleName() : code) + " (HTTP " + service.statusCode() + ")";
        }
        return "transport error: " + e.getClass().getSimpleName();
    }

    /** An engine's error type and message as one line ({@code States.Timeout: took too long}); either may be null. */
    public static String joined(String type, String message) {
        if (type == null) return message == null ? "" : message;
        return message == null || message.isBlank() ? type : type + ": " + message;
    }
}
