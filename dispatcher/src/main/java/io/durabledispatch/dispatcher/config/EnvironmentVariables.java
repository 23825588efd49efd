package io.durabledispatch.dispatcher.config;

/** Every environment variable the dispatcher reads, in one place. */
public final class EnvironmentVariables {
    /** The route document: {@code classpath:<resource>}, a file path, or the JSON itself. Required. */
    public static final String ROUTES = "ROUTES";
    /** Where CONFLICT and INVALID records go. Required. */
    public static final String PARKING_QUEUE_URL = "PARKING_QUEUE_URL";
    /** Starts in flight at once per container (default 16). */
    public static final String MAX_CONCURRENCY = "MAX_CONCURRENCY";
    /** Set by Lambda. Required. */
    public static final String AWS_REGION = "AWS_REGION";
    /** Optional endpoint override for every client (the local stack). */
    public static final String AWS_ENDPOINT_URL = "AWS_ENDPOINT_URL";
    /** Optional per-service overrides (the SDK's names); each wins over AWS_ENDPOINT_URL for its client. */
    public static final String AWS_ENDPOINT_URL_LAMBDA = "AWS_ENDPOINT_URL_LAMBDA";

    public static final String AWS_ENDPOINT_URL_SFN = "AWS_ENDPOINT_URL_SFN";
    public static final String AWS_ENDPOINT_URL_SQS = "AWS_ENDPOINT_URL_SQS";
    /** The SDK's attempts per call, first included (default 3); the SDK's own variable name. */
    public static final String AWS_MAX_ATTEMPTS = "AWS_MAX_ATTEMPTS";
    /** The SDK's retry mode, {@code standard} or {@code adaptive}; the SDK's own variable name (docs/benchmarks.md). */
    public static final String AWS_RETRY_MODE = "AWS_RETRY_MODE";

    /**
     * Remaining invocation time (ms) at which no further record is started (default 5000): enough for the starts
     * in flight to answer and for the retry delays to be set before Lambda's timeout. Capped at a sixth of the time the
     * invocation had when its batch began.
     */
    public static final String DEADLINE_MARGIN_MS = "DEADLINE_MARGIN_MS";
    /** The first retry delay of the backoff schedule, in seconds (default 2; docs/adr/002). */
    public static final String RETRY_BASE_DELAY_SECONDS = "RETRY_BASE_DELAY_SECONDS";
    /** The longest retry delay, in seconds (default 3600, at most 42300); the queue's maxReceiveCount depends on it. */
    public static final String RETRY_MAX_DELAY_SECONDS = "RETRY_MAX_DELAY_SECONDS";

    /** Seconds the duplicate memory keeps an accepted name (default 120; 0 turns it off). */
    public static final String DUPLICATE_MEMORY_SECONDS = "DUPLICATE_MEMORY_SECONDS";
    /** Names the duplicate memory keeps per container at most (default 10000; 0 turns it off). */
    public static final String DUPLICATE_MEMORY_ENTRIES = "DUPLICATE_MEMORY_ENTRIES";
    /** {@code true} (default): a remembered duplicate is not sent to Lambda; {@code false}: sent, still reported. */
    public static final String DUPLICATE_MEMORY_SKIPS_LAMBDA = "DUPLICATE_MEMORY_SKIPS_LAMBDA";
    /** {@code true}: metrics also carry a {@code tenant} dimension (default false: one series per tenant costs). */
    public static final String METRICS_TENANT_DIMENSION = "METRICS_TENANT_DIMENSION";

    /**
     * The SDK's checksum settings, its own variable names. When neither is set the dispatcher asks for request
     * checksums and response validation only when an operation requires them (docs/benchmarks.md, section 7).
     */
    public static final String AWS_REQUEST_CHECKSUM_CALCULATION = "AWS_REQUEST_CHECKSUM_CALCULATION";

    public static final String AWS_RESPONSE_CHECKSUM_VALIDATION = "AWS_RESPONSE_CHECKSUM_VALIDATION";

    public static final String AWS_ACCESS_KEY_ID = "AWS_ACCESS_KEY_ID";
    public static final String AWS_SECRET_ACCESS_KEY = "AWS_SECRET_ACCESS_KEY";
    public static final String AWS_SESSION_TOKEN = "AWS_SESSION_TOKEN";

    private EnvironmentVariables() {}
}
