package io.durabledispatch.streams.config;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ClientSettings.Endpoints;
import io.durabledispatch.aws.ClientSettings.RetryMode;
import io.durabledispatch.aws.ClientSettings.StaticKeys;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.settings.SettingException;
import io.durabledispatch.settings.SettingsTable;
import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The stream door's environment, read once at cold start through the {@link SettingsTable}: the same variables,
 * defaults and ranges as the SQS door's, so a construct writes both alike. Every error names its variable.
 */
public record StreamSettings(String routes, String parkingQueueUrl, int maxConcurrency, ClientSettings clients) {

    public static StreamSettings from(Map<String, String> env) {
        try {
            int concurrency = MAX_CONCURRENCY.read(env);
            return new StreamSettings(
                    ROUTES.require(env), PARKING_QUEUE_URL.require(env), concurrency, clients(env, concurrency));
        } catch (SettingException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }

    private static ClientSettings clients(Map<String, String> env, int connections) {
        return new ClientSettings(
                AWS_REGION.require(env),
                endpoints(env),
                AWS_MAX_ATTEMPTS.read(env),
                keys(env),
                RetryMode.valueOf(AWS_RETRY_MODE.read(env).toUpperCase(Locale.ROOT)),
                connections,
                AWS_REQUEST_CHECKSUM_CALCULATION.read(env).isEmpty()
                        && AWS_RESPONSE_CHECKSUM_VALIDATION.read(env).isEmpty());
    }

    private static Endpoints endpoints(Map<String, String> env) {
        Supplier<Optional<URI>> common = () -> AWS_ENDPOINT_URL.read(env);
        return new Endpoints(
                AWS_ENDPOINT_URL_LAMBDA.read(env).or(common),
                AWS_ENDPOINT_URL_SFN.read(env).or(common),
                AWS_ENDPOINT_URL_SQS.read(env).or(common));
    }

    private static Optional<StaticKeys> keys(Map<String, String> env) {
        Optional<String> id = AWS_ACCESS_KEY_ID.read(env);
        Optional<String> secret = AWS_SECRET_ACCESS_KEY.read(env);
        if (id.isEmpty() || secret.isEmpty()) return Optional.empty();
        return Optional.of(new StaticKeys(id.get(), secret.get(), AWS_SESSION_TOKEN.read(env)));
    }
}
