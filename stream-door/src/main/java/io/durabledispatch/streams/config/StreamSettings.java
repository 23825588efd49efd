package io.durabledispatch.streams.config;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ClientVariables;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.settings.SettingException;
import io.durabledispatch.settings.SettingsTable;
import java.util.Map;

/**
 * The stream door's environment, read once at cold start through the {@link SettingsTable}: the same variables,
 * defaults and ranges as the SQS door's, so a construct writes both alike. Every error names its variable.
 */
public record StreamSettings(String routes, String parkingQueueUrl, int maxConcurrency, ClientSettings clients) {

    public static StreamSettings from(Map<String, String> env) {
        try {
            int concurrency = MAX_CONCURRENCY.read(env);
            return new StreamSettings(
                    ROUTES.require(env),
                    PARKING_QUEUE_URL.require(env),
                    concurrency,
                    ClientVariables.read(env, concurrency));
        } catch (SettingException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }
}
