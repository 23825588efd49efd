package io.durabledispatch.dispatcher.aws;

import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Short descriptions of SDK failures for logs and parking attributes. Everything not mapped to CONFLICT or
 * INVALID by a starter is RETRYABLE: throttles, 5xx, timeouts and connection errors, and also configuration
 * errors (404 missing function or state machine, 403, 400 bad parameter): those are the deployment's fault,
 * not the record's, so the record goes back to SQS and, if the fault persists, to the source DLQ, whose alarm
 * fires — never parked as if it were bad data, never dropped.
 */
final class SdkErrors {
    private SdkErrors() {}

    static String describe(SdkException e) {
        if (e instanceof AwsServiceException service && service.awsErrorDetails() != null) {
            String code = service.awsErrorDetails().errorCode();
            return (code == null ? service.getClass().getSimpleName() : code) + " (HTTP " + service.statusCode() + ")";
        }
        return "transport error: " + e.getClass().getSimpleName();
    }
}
