package io.durabledispatch.dispatcher.config;

import static io.durabledispatch.dispatcher.config.EnvironmentVariables.*;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The dispatcher's environment, read once at cold start. Every error names its variable.
 *
 * @param credentials static keys when the environment carries them, else the SDK's default chain
 * @param tenantMetrics whether metrics carry a tenant dimension as well
 */
public record Settings(
        String routes,
        String parkingQueueUrl,
        int maxConcurrency,
        String region,
        Endpoints endpoints,
        int maxAttempts,
        Optional<StaticKeys> credentials,
        DuplicateMemory duplicateMemory,
        boolean tenantMetrics) {
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

    /** Access keys from the given environment (the local stack passes fake ones in-process). */
    public record StaticKeys(String accessKeyId, String secretAccessKey, Optional<String> sessionToken) {
        @Override
        public String toString() {
            return "StaticKeys[accessKeyId=" + accessKeyId + ", secretAccessKey=***]"; // settings get logged
        }
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
                new DuplicateMemory(
                        Duration.ofSeconds(integer(env, DUPLICATE_MEMORY_SECONDS, DEFAULT_DUPLICATE_MEMORY_SECONDS)),
                        integer(env, DUPLICATE_MEMORY_ENTRIES, DEFAULT_DUPLICATE_MEMORY_ENTRIES),
                        bool(env, DUPLICATE_MEMORY_SKIPS_LAMBDA, true)),
                bool(env, METRICS_TENANT_DIMENSION, false));
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
