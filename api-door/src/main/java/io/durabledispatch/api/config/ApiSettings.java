package io.durabledispatch.api.config;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ClientVariables;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.settings.SettingException;
import java.time.Duration;
import java.util.Map;

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
                    ROUTES.require(env),
                    Duration.ofSeconds(HTTP_MAX_WAIT_SECONDS.read(env)),
                    ClientVariables.read(env, MAX_CONCURRENCY.read(env)));
        } catch (SettingException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }
}
