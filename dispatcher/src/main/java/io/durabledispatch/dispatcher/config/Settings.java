package io.durabledispatch.dispatcher.config;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ClientSettings.Endpoints;
import io.durabledispatch.aws.ClientSettings.RetryMode;
import io.durabledispatch.aws.ClientSettings.StaticKeys;
import io.durabledispatch.aws.ClientVariables;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.routes.retry.RetrySchedule;
import io.durabledispatch.settings.IntegerSetting;
import io.durabledispatch.settings.SettingException;
import io.durabledispatch.settings.SettingsTable;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The dispatcher's environment, read once at cold start through the {@link SettingsTable} (its variables,
 * defaults and ranges). Every error names its variable.
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

    /**
     * The per-container memory of accepted names. An entry is a name (at most 64 chars), a 64-hex fingerprint and a
     * timestamp: about 400 bytes on the heap, so the default 10,000 entries cost about 4 MB.
     */
    public record DuplicateMemory(Duration window, int maxEntries, boolean skipsLambda) {
        public DuplicateMemory {
            within(DUPLICATE_MEMORY_SECONDS, window.toSeconds());
            within(DUPLICATE_MEMORY_ENTRIES, maxEntries);
        }

        public boolean enabled() {
            return maxEntries > 0 && !window.isZero();
        }
    }

    public Settings {
        required(ROUTES.variable(), routes);
        required(PARKING_QUEUE_URL.variable(), parkingQueueUrl);
        required(AWS_REGION.variable(), region);
        within(MAX_CONCURRENCY, maxConcurrency);
        within(AWS_MAX_ATTEMPTS, maxAttempts);
        within(DEADLINE_MARGIN_MS, deadlineMargin.toMillis());
    }

    /** What the SDK clients are built from; the start pool is as wide as the start concurrency. */
    public ClientSettings clients() {
        return new ClientSettings(
                region, endpoints, maxAttempts, credentials, retryMode, maxConcurrency, checksumsWhenRequired);
    }

    public static Settings from(Map<String, String> env) {
        return named(() -> new Settings(
                ROUTES.require(env),
                PARKING_QUEUE_URL.require(env),
                MAX_CONCURRENCY.read(env),
                AWS_REGION.require(env),
                ClientVariables.endpoints(env),
                AWS_MAX_ATTEMPTS.read(env),
                ClientVariables.keys(env),
                Duration.ofMillis(DEADLINE_MARGIN_MS.read(env)),
                retrySchedule(env),
                ClientVariables.retryMode(env),
                new DuplicateMemory(
                        Duration.ofSeconds(DUPLICATE_MEMORY_SECONDS.read(env)),
                        DUPLICATE_MEMORY_ENTRIES.read(env),
                        DUPLICATE_MEMORY_SKIPS_LAMBDA.read(env)),
                METRICS_TENANT_DIMENSION.read(env),
                ClientVariables.checksumsWhenRequired(env)));
    }

    /** Each delay within its own range, and the longest no shorter than the first. */
    private static RetrySchedule retrySchedule(Map<String, String> env) {
        int base = RETRY_BASE_DELAY_SECONDS.read(env);
        int max = RETRY_MAX_DELAY_SECONDS.read(env);
        if (max < base) {
            throw new ConfigurationException(RETRY_MAX_DELAY_SECONDS.variable() + " must be at least "
                    + RETRY_BASE_DELAY_SECONDS.variable() + " (" + base + "), was " + max);
        }
        return new RetrySchedule(Duration.ofSeconds(base), Duration.ofSeconds(max));
    }

    private static void within(IntegerSetting setting, long value) {
        named(() -> setting.check(setting.variable(), value));
    }

    private static void required(String variable, String value) {
        if (value == null || value.isBlank()) throw new ConfigurationException(variable + " is required but not set");
    }

    /** The table's errors already name the variable; the cold start fails with them as configuration errors. */
    private static <T> T named(Supplier<T> read) {
        try {
            return read.get();
        } catch (SettingException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }
}
