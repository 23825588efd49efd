package io.durabledispatch.settings;

import static io.durabledispatch.settings.IntegerSetting.Unit.MILLISECONDS;
import static io.durabledispatch.settings.IntegerSetting.Unit.NONE;
import static io.durabledispatch.settings.IntegerSetting.Unit.SECONDS;

import io.durabledispatch.routes.retry.RetrySchedule;
import java.util.List;
import java.util.Optional;

/**
 * Every environment variable the doors read (the SQS door's and the HTTP door's): name, variable, default, range, meaning. The one place a
 * setting is defined; {@link #ALL} lists them in the reference page's order.
 */
public final class SettingsTable {
    private static final int LONGEST_RETRY_DELAY = (int) RetrySchedule.LONGEST_DELAY.toSeconds();
    /** Lambda's longest timeout: a larger margin would never start anything. */
    private static final int LONGEST_INVOCATION_MS = 900_000;

    public static final TextSetting ROUTES = TextSetting.required(
            "routes",
            "ROUTES",
            "JSON, file path or classpath resource",
            "The route document: the JSON itself, a file path, or classpath:<resource>.");
    public static final TextSetting PARKING_QUEUE_URL = TextSetting.required(
            "parkingQueueUrl",
            "PARKING_QUEUE_URL",
            "SQS queue URL",
            "Where CONFLICT and INVALID records go; a .fifo URL gets a message group and a dedup id per record.");
    public static final IntegerSetting MAX_CONCURRENCY = new IntegerSetting(
            "startConcurrency",
            "MAX_CONCURRENCY",
            16,
            1,
            1000,
            NONE,
            "Starts in flight at once per container; also the JDK's keep-alive pool (http.maxConnections).");
    public static final IntegerSetting DEADLINE_MARGIN_MS = new IntegerSetting(
            "deadlineMargin",
            "DEADLINE_MARGIN_MS",
            5000,
            0,
            LONGEST_INVOCATION_MS,
            MILLISECONDS,
            "Remaining invocation time below which no further record starts (at most a sixth of the batch's time).");
    public static final IntegerSetting RETRY_BASE_DELAY_SECONDS = new IntegerSetting(
            "retryBaseDelay",
            "RETRY_BASE_DELAY_SECONDS",
            (int) RetrySchedule.DEFAULT_BASE.toSeconds(),
            1,
            LONGEST_RETRY_DELAY,
            SECONDS,
            "The first delay of the retry backoff.");
    public static final IntegerSetting RETRY_MAX_DELAY_SECONDS = new IntegerSetting(
            "retryMaxDelay",
            "RETRY_MAX_DELAY_SECONDS",
            (int) RetrySchedule.DEFAULT_MAX.toSeconds(),
            1,
            LONGEST_RETRY_DELAY,
            SECONDS,
            "The longest delay of the retry backoff, at least RETRY_BASE_DELAY_SECONDS.");
    public static final IntegerSetting DUPLICATE_MEMORY_SECONDS = new IntegerSetting(
            "duplicateMemory",
            "DUPLICATE_MEMORY_SECONDS",
            120,
            0,
            3600,
            SECONDS,
            "How long a container remembers a name Lambda accepted, to report a repeat as DUPLICATE; 0 turns it off.");
    public static final IntegerSetting DUPLICATE_MEMORY_ENTRIES = new IntegerSetting(
            "duplicateMemoryEntries",
            "DUPLICATE_MEMORY_ENTRIES",
            10_000,
            0,
            1_000_000,
            NONE,
            "Names remembered per container, about 400 bytes each; 0 turns the memory off.");
    public static final FlagSetting DUPLICATE_MEMORY_SKIPS_LAMBDA = new FlagSetting(
            "duplicateMemorySkipsLambda",
            "DUPLICATE_MEMORY_SKIPS_LAMBDA",
            true,
            "true: a remembered duplicate is not sent to Lambda (saves start quota); false: sent, still DUPLICATE.");
    public static final FlagSetting METRICS_TENANT_DIMENSION = new FlagSetting(
            "metricsTenantDimension",
            "METRICS_TENANT_DIMENSION",
            false,
            "true: metrics also carry a tenant dimension, one billed series per tenant.");
    /**
     * API Gateway ends an integration after 30 s (HTTP APIs at most, REST APIs by default 29 s): the cap leaves five
     * seconds for the start, the last status read and the answer, so a waiting client gets an answer, never a 504.
     */
    public static final IntegerSetting HTTP_MAX_WAIT_SECONDS = new IntegerSetting(
            "httpMaxWait",
            "HTTP_MAX_WAIT_SECONDS",
            20,
            0,
            24,
            SECONDS,
            "HTTP door: the longest Prefer: wait a status read honours; 0 answers at once.");

    public static final TextSetting AWS_REGION =
            TextSetting.required("region", "AWS_REGION", "Region name", "The clients' Region; Lambda sets it.");
    public static final IntegerSetting AWS_MAX_ATTEMPTS = new IntegerSetting(
            "maxAttempts", "AWS_MAX_ATTEMPTS", 3, 1, 10, NONE, "The SDK's attempts per call, the first included.");
    public static final ChoiceSetting AWS_RETRY_MODE = new ChoiceSetting(
            "retryMode",
            "AWS_RETRY_MODE",
            "standard",
            List.of("standard", "adaptive"),
            "The SDK clients' retry strategy; adaptive also holds calls back while the service throttles.");
    public static final UrlSetting AWS_ENDPOINT_URL =
            new UrlSetting("endpoint", "AWS_ENDPOINT_URL", "Endpoint of every client (the local stack).");
    public static final UrlSetting AWS_ENDPOINT_URL_LAMBDA = new UrlSetting(
            "lambdaEndpoint", "AWS_ENDPOINT_URL_LAMBDA", "The Lambda client's endpoint; wins over AWS_ENDPOINT_URL.");
    public static final UrlSetting AWS_ENDPOINT_URL_SFN = new UrlSetting(
            "stepFunctionsEndpoint",
            "AWS_ENDPOINT_URL_SFN",
            "The Step Functions client's endpoint; wins over AWS_ENDPOINT_URL.");
    public static final UrlSetting AWS_ENDPOINT_URL_SQS = new UrlSetting(
            "sqsEndpoint", "AWS_ENDPOINT_URL_SQS", "The SQS client's endpoint; wins over AWS_ENDPOINT_URL.");
    public static final TextSetting AWS_REQUEST_CHECKSUM_CALCULATION = TextSetting.optional(
            "requestChecksumCalculation",
            "AWS_REQUEST_CHECKSUM_CALCULATION",
            "the SDK's values",
            "The SDK's own; while both checksum variables are unset, checksums only where an operation requires them.");
    public static final TextSetting AWS_RESPONSE_CHECKSUM_VALIDATION = TextSetting.optional(
            "responseChecksumValidation",
            "AWS_RESPONSE_CHECKSUM_VALIDATION",
            "the SDK's values",
            "The SDK's own; see AWS_REQUEST_CHECKSUM_CALCULATION.");
    public static final TextSetting AWS_ACCESS_KEY_ID = TextSetting.optional(
            "accessKeyId",
            "AWS_ACCESS_KEY_ID",
            "access key id",
            "With AWS_SECRET_ACCESS_KEY: static keys instead of the SDK's default chain (the local stack).");
    public static final TextSetting AWS_SECRET_ACCESS_KEY = TextSetting.optional(
            "secretAccessKey", "AWS_SECRET_ACCESS_KEY", "secret key", "The static keys' secret; never logged.");
    public static final TextSetting AWS_SESSION_TOKEN = TextSetting.optional(
            "sessionToken", "AWS_SESSION_TOKEN", "session token", "The static keys' session token, if any.");

    /** Every setting above, in the reference page's order. */
    public static final List<Setting> ALL = List.of(
            ROUTES,
            PARKING_QUEUE_URL,
            MAX_CONCURRENCY,
            DEADLINE_MARGIN_MS,
            RETRY_BASE_DELAY_SECONDS,
            RETRY_MAX_DELAY_SECONDS,
            DUPLICATE_MEMORY_SECONDS,
            DUPLICATE_MEMORY_ENTRIES,
            DUPLICATE_MEMORY_SKIPS_LAMBDA,
            METRICS_TENANT_DIMENSION,
            HTTP_MAX_WAIT_SECONDS,
            AWS_REGION,
            AWS_MAX_ATTEMPTS,
            AWS_RETRY_MODE,
            AWS_ENDPOINT_URL,
            AWS_ENDPOINT_URL_LAMBDA,
            AWS_ENDPOINT_URL_SFN,
            AWS_ENDPOINT_URL_SQS,
            AWS_REQUEST_CHECKSUM_CALCULATION,
            AWS_RESPONSE_CHECKSUM_VALIDATION,
            AWS_ACCESS_KEY_ID,
            AWS_SECRET_ACCESS_KEY,
            AWS_SESSION_TOKEN);

    private SettingsTable() {}

    /** The setting read from {@code variable}, if the table has one. */
    public static Optional<Setting> byVariable(String variable) {
        return ALL.stream()
                .filter(setting -> setting.variable().equals(variable))
                .findFirst();
    }
}
