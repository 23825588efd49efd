package io.durabledispatch.aws;

/**
 * Request checksums and response validation only when an operation requires them. Lambda's, Step Functions' and
 * SQS's client builders have no checksum settings (only services with checksum-carrying operations get them), but
 * every client reads the SDK's system properties when it is built; with them the start call cost 16–26 % less CPU
 * in three measurements (docs/benchmarks/http-clients.md). Runs before any client is built, and leaves a property
 * that is already set alone.
 */
final class SdkChecksums {
    static final String REQUEST_PROPERTY = "aws.requestChecksumCalculation";
    static final String RESPONSE_PROPERTY = "aws.responseChecksumValidation";
    static final String WHEN_REQUIRED = "WHEN_REQUIRED";

    private SdkChecksums() {}

    static synchronized void onlyWhenRequired() {
        if (System.getProperty(REQUEST_PROPERTY) == null) System.setProperty(REQUEST_PROPERTY, WHEN_REQUIRED);
        if (System.getProperty(RESPONSE_PROPERTY) == null) System.setProperty(RESPONSE_PROPERTY, WHEN_REQUIRED);
    }
}
