package io.durabledispatch.aws;

import static io.durabledispatch.settings.SettingsTable.AWS_ACCESS_KEY_ID;
import static io.durabledispatch.settings.SettingsTable.AWS_ENDPOINT_URL;
import static io.durabledispatch.settings.SettingsTable.AWS_ENDPOINT_URL_LAMBDA;
import static io.durabledispatch.settings.SettingsTable.AWS_ENDPOINT_URL_SFN;
import static io.durabledispatch.settings.SettingsTable.AWS_ENDPOINT_URL_SQS;
import static io.durabledispatch.settings.SettingsTable.AWS_MAX_ATTEMPTS;
import static io.durabledispatch.settings.SettingsTable.AWS_REGION;
import static io.durabledispatch.settings.SettingsTable.AWS_REQUEST_CHECKSUM_CALCULATION;
import static io.durabledispatch.settings.SettingsTable.AWS_RESPONSE_CHECKSUM_VALIDATION;
import static io.durabledispatch.settings.SettingsTable.AWS_RETRY_MODE;
import static io.durabledispatch.settings.SettingsTable.AWS_SECRET_ACCESS_KEY;
import static io.durabledispatch.settings.SettingsTable.AWS_SESSION_TOKEN;

import io.durabledispatch.aws.ClientSettings.Endpoints;
import io.durabledispatch.aws.ClientSettings.RetryMode;
import io.durabledispatch.aws.ClientSettings.StaticKeys;
import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The SDK's variables as every door reads them, through the settings table: a door builds its
 * {@link ClientSettings} here once, at its cold start, and the adapters never read a variable themselves.
 */
public final class ClientVariables {
    private ClientVariables() {}

    /** @param connections the most calls the door makes at once: the HTTP keep-alive pool is sized for them */
    public static ClientSettings read(Map<String, String> env, int connections) {
        return new ClientSettings(
                AWS_REGION.require(env),
                endpoints(env),
                AWS_MAX_ATTEMPTS.read(env),
                keys(env),
                retryMode(env),
                connections,
                checksumsWhenRequired(env));
    }

    /** A service's own endpoint variable wins over the common one. */
    public static Endpoints endpoints(Map<String, String> env) {
        Supplier<Optional<URI>> common = () -> AWS_ENDPOINT_URL.read(env);
        return new Endpoints(
                AWS_ENDPOINT_URL_LAMBDA.read(env).or(common),
                AWS_ENDPOINT_URL_SFN.read(env).or(common),
                AWS_ENDPOINT_URL_SQS.read(env).or(common));
    }

    /** Static keys only when both halves are set; otherwise the SDK's default chain finds credentials. */
    public static Optional<StaticKeys> keys(Map<String, String> env) {
        Optional<String> id = AWS_ACCESS_KEY_ID.read(env);
        Optional<String> secret = AWS_SECRET_ACCESS_KEY.read(env);
        if (id.isEmpty() || secret.isEmpty()) return Optional.empty();
        return Optional.of(new StaticKeys(id.get(), secret.get(), AWS_SESSION_TOKEN.read(env)));
    }

    public static RetryMode retryMode(Map<String, String> env) {
        return RetryMode.valueOf(AWS_RETRY_MODE.read(env).toUpperCase(Locale.ROOT));
    }

    /** Neither SDK checksum variable is set: the clients compute checksums only when an operation requires them. */
    public static boolean checksumsWhenRequired(Map<String, String> env) {
        return AWS_REQUEST_CHECKSUM_CALCULATION.read(env).isEmpty()
                && AWS_RESPONSE_CHECKSUM_VALIDATION.read(env).isEmpty();
    }
}
