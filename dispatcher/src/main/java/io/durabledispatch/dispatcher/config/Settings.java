package io.durabledispatch.dispatcher.config;

import static io.durabledispatch.dispatcher.config.EnvironmentVariables.*;

import io.durabledispatch.routes.retry.RetrySchedule;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The dispatcher's environment, read once at cold start. Every error names its variable.
 *
 * @param credentials static keys when the environment carries them, else the SDK's default chain
 * @param deadlineMargin remaining invocation time below which no further record is started
 * @param retrySchedule when retried records are shown again
 * @param retryMode how the SDK clients retry within one call
 * @param tenantMetrics whether metrics carry a tenant dimension as well
 * @param checksumsWhenRequired no SDK checksum variable is set: the clients compute checksums only when required
 */
public record Settings(
        String routes,
        String parkingQueueUrl,
        int maxConcurrency,
        String region,
        Endpoints endpoints,
        int maxAttempts,
        Optional<StaticKeys> credentials,
        Duration deadlineMargin,
        RetrySchedule retrySchedule,
        RetryMode retryMode,

        DuplicateMemory duplicateMemory,
        boolean tenantMetrics,
        boolean checksumsWhenRequired) {
    public static final int DEFAULT_MAX_CONCURRENCY = 16;
    public static final int DEFAULT_DUPLICATE_MEMORY_SECONDS = 120;
    public static final int DEFAULT_DUPLICATE_MEMORY_ENTRIES = 10_000;

    /**
     * The per-container memory of accepted names. An entry is a name (at most 64 chars), a 64-hex fingerprint and a
     * timestamp: about 400 bytes on the heap, so the default 10,000 entries cost about 4 MB.
     */
    public record DuplicateMemory(Duration window, int maxEntries, boolean skipsLambda) {
        public DuplicateMemory {
            if (window.isNegative() || window.compareTo(Duration.ofHours(1)) > 0) {
                throw new ConfigurationException(
                        DUPLICATE_MEMORY_SECONDS + " must be between 0 and 3600, was " + window.toSeconds());
            }
            if (maxEntries < 0 || maxEntries > 1_000_000) {
                throw new ConfigurationException(
                        DUPLICATE_MEMORY_ENTRIES + " must be between 0 and 1000000, was " + maxEntries);
            }
        }

        public boolean enabled() {
            return maxEntries > 0 && !window.isZero();
        }
    }

    public static final int DEFAULT_MAX_ATTEMPTS = 3;
    public static final int DEFAULT_DEADLINE_MARGIN_MS = 5000;
    public static final RetryMode DEFAULT_RETRY_MODE = RetryMode.STANDARD;
    /** Lambda's longest timeout: a larger margin would never start anything. */
    private static final int MAX_DEADLINE_MARGIN_MS = 900_000;

    /** Access keys from the given environment (the local stack passes fake ones in-process). */
    public record StaticKeys(String accessKeyId, String secretAccessKey, Optional<String> sessionToken) {
        @Override
        public String toString() {
            return "StaticKeys[accessKeyId=" + accessKeyId + ", secretAccessKey=***]"; // settings get logged
        }
    }

    /**
     * The SDK's retry modes: {@code standard} retries throttles with backoff; {@code adaptive} also holds requests
     * back in a client-side token bucket that shrinks when the service throttles.
     */
    public enum RetryMode {
        STANDARD,
        ADAPTIVE
    }

    /** Endpoint overrides per client; empty means the SDK's regional endpoint. */
    public record Endpoints(Optional<URI> lambda, Optional<URI> sfn, Optional<URI> sqs) {}

    public Settings {
        require(ROUTES, routes);
        require(PARKING_QUEUE_URL, parkingQueueUrl);
        require(AWS_REGION, region);
        if (maxConcurrency < 1 || maxConcurrency > 1000) {
            throw new ConfigurationException(MAX_CONCURRENCY + " must be between 1 and 1000, was " + maxConcurrency);
        }
        if (maxAttempts < 1 || maxAttempts > 10) {
            throw new ConfigurationException(AWS_MAX_ATTEMPTS + " must be between 1 and 10, was " + maxAttempts);
        }
        if (deadlineMargin.isNegative() || deadlineMargin.toMillis() > MAX_DEADLINE_MARGIN_MS) {
            throw new ConfigurationException(DEADLINE_MARGIN_MS + " must be between 0 and " + MAX_DEADLINE_MARGIN_MS
                    + ", was " + deadlineMargin.toMillis());
        }
    }

    public static Settings from(Map<String, String> env) {
        return new Settings(
                env.get(ROUTES),
                env.get(PARKING_QUEUE_URL),
                integer(env, MAX_CONCURRENCY, DEFAULT_MAX_CONCURRENCY),
                env.get(AWS_REGION),
                endpoints(env),
                integer(env, AWS_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS),
                keys(env),
                Duration.ofMillis(integer(env, DEADLINE_MARGIN_MS, DEFAULT_DEADLINE_MARGIN_MS)),
                retrySchedule(env),
                retryMode(env),
                new DuplicateMemory(
                        Duration.ofSeconds(integer(env, DUPLICATE_MEMORY_SECONDS, DEFAULT_DUPLICATE_MEMORY_SECONDS)),
                        integer(env, DUPLICATE_MEMORY_ENTRIES, DEFAULT_DUPLICATE_MEMORY_ENTRIES),
                        bool(env, DUPLICATE_MEMORY_SKIPS_LAMBDA, true)),
                bool(env, METRICS_TENANT_DIMENSION, false),
                blankToNull(env.get(AWS_REQUEST_CHECKSUM_CALCULATION)) == null
                        && blankToNull(env.get(AWS_RESPONSE_CHECKSUM_VALIDATION)) == null);
    }

    private static RetryMode retryMode(Map<String, String> env) {
        String value = blankToNull(env.get(AWS_RETRY_MODE));
        if (value == null) return DEFAULT_RETRY_MODE;
        return switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "standard" -> RetryMode.STANDARD;
            case "adaptive" -> RetryMode.ADAPTIVE;
            default ->
                throw new ConfigurationException(AWS_RETRY_MODE + " must be standard or adaptive, was '" + value + "'");
        };
    }

    private static RetrySchedule retrySchedule(Map<String, String> env) {
        int base = integer(env, RETRY_BASE_DELAY_SECONDS, (int) RetrySchedule.DEFAULT_BASE.toSeconds());
        int max = integer(env, RETRY_MAX_DELAY_SECONDS, (int) RetrySchedule.DEFAULT_MAX.toSeconds());
        long longest = RetrySchedule.LONGEST_DELAY.toSeconds();
        if (base < 1 || base > longest) {
            throw new ConfigurationException(
                    RETRY_BASE_DELAY_SECONDS + " must be between 1 and " + longest + ", was " + base);
        }
        if (max < base || max > longest) {
            throw new ConfigurationException(RETRY_MAX_DELAY_SECONDS + " must be between " + RETRY_BASE_DELAY_SECONDS
                    + " (" + base + ") and " + longest + ", was " + max);
        }
        return new RetrySchedule(Duration.ofSeconds(base), Duration.ofSeconds(max));
    }

    private static boolean bool(Map<String, String> env, String name, boolean fallback) {
        String value = blankToNull(env.get(name));
        if (value == null) return fallback;
        return switch (value.strip()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ConfigurationException(name + " must be true or false, was '" + value + "'");
        };
    }

    private static Endpoints endpoints(Map<String, String> env) {
        Optional<URI> common = endpoint(env, AWS_ENDPOINT_URL);
        return new Endpoints(
                endpoint(env, AWS_ENDPOINT_URL_LAMBDA).or(() -> common),
                endpoint(env, AWS_ENDPOINT_URL_SFN).or(() -> common),
                endpoint(env, AWS_ENDPOINT_URL_SQS).or(() -> common));
    }

    private static Optional<StaticKeys> keys(Map<String, String> env) {
        String id = blankToNull(env.get(AWS_ACCESS_KEY_ID));
        String secret = blankToNull(env.get(AWS_SECRET_ACCESS_KEY));
        if (id == null || secret == null) return Optional.empty();
        return Optional.of(new StaticKeys(id, secret, Optional.ofNullable(blankToNull(env.get(AWS_SESSION_TOKEN)))));
    }

    private static Optional<URI> endpoint(Map<String, String> env, String name) {
        String value = blankToNull(env.get(name));
        if (value == null) return Optional.empty();
        try {
            URI uri = URI.create(value.strip());
            if (uri.getScheme() == null || uri.getHost() == null) throw new IllegalArgumentException("not absolute");
            return Optional.of(uri);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(name + " must be an absolute http(s) URL, was '" + value + "'");
        }
    }

    private static int integer(Map<String, String> env, String name, int fallback) {
        String value = blankToNull(env.get(name));
        if (value == null) return fallback;
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new ConfigurationException(name + " must be an integer, was '" + value + "'");
        }
    }

    private static void require(String name, String value) {
        if (value == null || value.isBlank()) throw new ConfigurationException(name + " is required but not set");
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
