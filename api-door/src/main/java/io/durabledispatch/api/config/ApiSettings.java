package io.durabledispatch.api.config;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ClientSettings.Endpoints;
import io.durabledispatch.aws.ClientSettings.RetryMode;
import io.durabledispatch.aws.ClientSettings.StaticKeys;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.settings.SettingException;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The HTTP door's environment, read once at cold start through the settings table (variables, defaults, ranges
 * live there). Every error names its variable.
 *
 * @param maxWait the longest {@code Prefer: wait} a status read honours
 */
public record ApiSettings(String routes, Duration maxWait, ClientSettings clients) {
    public ApiSettings {
        if (routes == null || routes.isBlank()) {
            throw new ConfigurationException(ROUTES.variable() + " is required but not set");
        }
    }

    public static ApiSettings from(Map<String, String> env) {
        try {
            return new ApiSettings(
                    ROUTES.require(env), Duration.ofSeconds(HTTP_MAX_WAIT_SECONDS.read(env)), clients(env));
        } catch (SettingException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }

    /** One HTTP call holds one connection at a time; the pool is as wide as the start concurrency setting. */
    private static ClientSettings clients(Map<String, String> env) {
        return new ClientSettings(
                AWS_REGION.require(env),
                endpoints(env),
                AWS_MAX_ATTEMPTS.read(env),
                keys(env),
                RetryMode.valueOf(AWS_RETRY_MODE.read(env).toUpperCase(Locale.ROOT)),
                MAX_CONCURRENCY.read(env),
                AWS_REQUEST_CHECKSUM_CALCULATION.read(env).isEmpty()
                        && AWS_RESPONSE_CHECKSUM_VALIDATION.read(env).isEmpty());
    }

    private static Endpoints endpoints(Map<String, String> env) {
        Optional<URI> common = AWS_ENDPOINT_URL.read(env);
        return new Endpoints(
                AWS_ENDPOINT_URL_LAMBDA.read(env).or(() -> common),
                AWS_ENDPOINT_URL_SFN.read(env).or(() -> common),
                AWS_ENDPOINT_URL_SQS.read(env).or(() -> common));
    }

    private static Optional<StaticKeys> keys(Map<String, String> env) {
        Optional<String> id = AWS_ACCESS_KEY_ID.read(env);
        Optional<String> secret = AWS_SECRET_ACCESS_KEY.read(env);
        if (id.isEmpty() || secret.isEmpty()) return Optional.empty();
        return Optional.of(new StaticKeys(id.get(), secret.get(), AWS_SESSION_TOKEN.read(env)));
    }
}
