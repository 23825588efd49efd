package io.durabledispatch.runtime.config;

import static io.durabledispatch.runtime.config.EnvironmentVariables.AWS_ENDPOINT_URL;
import static io.durabledispatch.runtime.config.EnvironmentVariables.AWS_ENDPOINT_URL_LAMBDA;
import static io.durabledispatch.runtime.config.EnvironmentVariables.AWS_REGION;
import static io.durabledispatch.runtime.config.EnvironmentVariables.DURABLE_MAX_RESULT_BYTES;

import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The runtime's environment, read once and validated; every error names its variable. */
public record RuntimeSettings(String region, Optional<URI> endpointOverride, int maxResultBytes) {

    /** The 6 MB response limit minus room for the output envelope, as the official SDKs use. */
    public static final int DEFAULT_MAX_RESULT_BYTES = 6 * 1024 * 1024 - 50;

    public RuntimeSettings {
        if (region == null || region.isBlank()) {
            throw new IllegalArgumentException(AWS_REGION + " must be set");
        }
        Objects.requireNonNull(endpointOverride, "endpointOverride");
        if (maxResultBytes < 1) {
            throw new IllegalArgumentException(DURABLE_MAX_RESULT_BYTES + " must be positive, was " + maxResultBytes);
        }
    }

    public static RuntimeSettings fromEnvironment(Map<String, String> env) {
        return new RuntimeSettings(env.get(AWS_REGION), endpoint(env), maxResultBytes(env));
    }

    private static Optional<URI> endpoint(Map<String, String> env) {
        String name = present(env, AWS_ENDPOINT_URL_LAMBDA) ? AWS_ENDPOINT_URL_LAMBDA : AWS_ENDPOINT_URL;
        if (!present(env, name)) {
            return Optional.empty();
        }
        try {
            URI uri = URI.create(env.get(name).trim());
            if (uri.getScheme() == null || uri.getHost() == null) {
                throw new IllegalArgumentException("no scheme or host");
            }
            return Optional.of(uri);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + " must be an absolute URL, was '" + env.get(name) + "'", e);
        }
    }

    private static int maxResultBytes(Map<String, String> env) {
        if (!present(env, DURABLE_MAX_RESULT_BYTES)) {
            return DEFAULT_MAX_RESULT_BYTES;
        }
        try {
            return Integer.parseInt(env.get(DURABLE_MAX_RESULT_BYTES).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(DURABLE_MAX_RESULT_BYTES + " must be an integer", e);
        }
    }

    private static boolean present(Map<String, String> env, String name) {
        return env.get(name) != null && !env.get(name).isBlank();
    }
}
