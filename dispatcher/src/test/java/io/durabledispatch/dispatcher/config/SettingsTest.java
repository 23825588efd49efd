package io.durabledispatch.dispatcher.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.aws.ClientSettings;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsTest {
    private static Map<String, String> minimal() {
        Map<String, String> env = new HashMap<>();
        env.put("ROUTES", "classpath:routes/default-routes.json");
        env.put("PARKING_QUEUE_URL", "http://127.0.0.1:9324/000000000000/parking");
        env.put("AWS_REGION", "us-east-1");
        return env;
    }

    @Test
    void from_appliesDefaults() {
        Settings settings = Settings.from(minimal());

        assertThat(settings.maxConcurrency()).isEqualTo(16);
        assertThat(settings.maxAttempts()).isEqualTo(3);
        assertThat(settings.endpoints().lambda()).isEmpty();
        assertThat(settings.credentials()).isEmpty();
    }

    @Test
    void from_asksForChecksumsOnlyWhenRequired_unlessTheSdksOwnVariablesAreSet() {
        Map<String, String> request = minimal();
        request.put("AWS_REQUEST_CHECKSUM_CALCULATION", "WHEN_SUPPORTED");
        Map<String, String> response = minimal();
        response.put("AWS_RESPONSE_CHECKSUM_VALIDATION", "WHEN_SUPPORTED");

        assertThat(Settings.from(minimal()).checksumsWhenRequired()).isTrue();
        assertThat(Settings.from(request).checksumsWhenRequired()).isFalse();
        assertThat(Settings.from(response).checksumsWhenRequired()).isFalse();
    }

    @Test
    void from_readsTheDuplicateMemoryAndTenantMetrics_withDefaults() {
        Settings defaults = Settings.from(minimal());
        Map<String, String> env = minimal();
        env.put("DUPLICATE_MEMORY_SECONDS", "30");
        env.put("DUPLICATE_MEMORY_ENTRIES", "0");
        env.put("DUPLICATE_MEMORY_SKIPS_LAMBDA", "false");
        env.put("METRICS_TENANT_DIMENSION", "true");
        Settings set = Settings.from(env);

        assertThat(defaults.duplicateMemory())
                .isEqualTo(new Settings.DuplicateMemory(java.time.Duration.ofSeconds(120), 10_000, true));
        assertThat(defaults.duplicateMemory().enabled()).isTrue();
        assertThat(defaults.tenantMetrics()).isFalse();
        assertThat(set.duplicateMemory())
                .isEqualTo(new Settings.DuplicateMemory(java.time.Duration.ofSeconds(30), 0, false));
        assertThat(set.duplicateMemory().enabled()).isFalse();
        assertThat(set.tenantMetrics()).isTrue();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "DUPLICATE_MEMORY_SECONDS|-1|DUPLICATE_MEMORY_SECONDS must be between 0 and 3600, was -1",
                "DUPLICATE_MEMORY_SECONDS|7200|DUPLICATE_MEMORY_SECONDS must be between 0 and 3600, was 7200",
                "DUPLICATE_MEMORY_ENTRIES|2000000|DUPLICATE_MEMORY_ENTRIES must be between 0 and 1000000, was 2000000",
                "DUPLICATE_MEMORY_SKIPS_LAMBDA|yes|DUPLICATE_MEMORY_SKIPS_LAMBDA must be true or false, was 'yes'",
                "METRICS_TENANT_DIMENSION|1|METRICS_TENANT_DIMENSION must be true or false, was '1'"
            })
    void from_namesTheVariable_ofABadDuplicateMemoryOrMetricsSetting(String name, String value, String message) {
        Map<String, String> env = minimal();
        env.put(name, value);

        assertThatThrownBy(() -> Settings.from(env))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage(message);
    }

    @Test
    void from_letsServiceEndpointsOverrideTheCommonOne() {
        Map<String, String> env = minimal();
        env.put("AWS_ENDPOINT_URL", "http://127.0.0.1:4000");
        env.put("AWS_ENDPOINT_URL_SQS", "http://127.0.0.1:9324");

        ClientSettings.Endpoints endpoints = Settings.from(env).endpoints();

        assertThat(endpoints.lambda()).contains(URI.create("http://127.0.0.1:4000"));
        assertThat(endpoints.sfn()).contains(URI.create("http://127.0.0.1:4000"));
        assertThat(endpoints.sqs()).contains(URI.create("http://127.0.0.1:9324"));
    }

    @Test
    void from_namesTheVariable_inEveryError() {
        assertError("ROUTES", null, "ROUTES is required but not set");
        assertError("PARKING_QUEUE_URL", " ", "PARKING_QUEUE_URL is required but not set");
        assertError("AWS_REGION", null, "AWS_REGION is required but not set");
        assertError("MAX_CONCURRENCY", "many", "MAX_CONCURRENCY must be an integer, was 'many'");
        assertError("MAX_CONCURRENCY", "0", "MAX_CONCURRENCY must be between 1 and 1000, was 0");
        assertError("AWS_MAX_ATTEMPTS", "99", "AWS_MAX_ATTEMPTS must be between 1 and 10, was 99");
        assertError(
                "AWS_ENDPOINT_URL", "localhost", "AWS_ENDPOINT_URL must be an absolute http(s) URL, was 'localhost'");
        assertError("AWS_RETRY_MODE", "legacy", "AWS_RETRY_MODE must be standard or adaptive, was 'legacy'");
        assertError("DEADLINE_MARGIN_MS", "-1", "DEADLINE_MARGIN_MS must be between 0 and 900000, was -1");
        assertError("DEADLINE_MARGIN_MS", "soon", "DEADLINE_MARGIN_MS must be an integer, was 'soon'");
        assertError("RETRY_BASE_DELAY_SECONDS", "0", "RETRY_BASE_DELAY_SECONDS must be between 1 and 42300, was 0");
        assertError(
                "RETRY_MAX_DELAY_SECONDS", "43200", "RETRY_MAX_DELAY_SECONDS must be between 1 and 42300, was 43200");
        assertError(
                "RETRY_MAX_DELAY_SECONDS",
                "1",
                "RETRY_MAX_DELAY_SECONDS must be at least RETRY_BASE_DELAY_SECONDS (2), was 1");
    }

    @Test
    void retryMode_hasOneValuePerChoiceOfTheTable() {
        assertThat(io.durabledispatch.settings.SettingsTable.AWS_RETRY_MODE.choices())
                .map(choice -> choice.toUpperCase(java.util.Locale.ROOT))
                .containsExactlyElementsOf(java.util.Arrays.stream(ClientSettings.RetryMode.values())
                        .map(Enum::name)
                        .toList());
    }

    @Test
    void from_readsTheDeadlineMarginAndTheRetrySchedule() {
        Map<String, String> env = minimal();
        env.put("DEADLINE_MARGIN_MS", "8000");
        env.put("RETRY_BASE_DELAY_SECONDS", "5");
        env.put("RETRY_MAX_DELAY_SECONDS", "7200");

        Settings settings = Settings.from(env);

        assertThat(settings.deadlineMargin()).isEqualTo(Duration.ofSeconds(8));
        assertThat(settings.retrySchedule()).isEqualTo(new RetrySchedule(Duration.ofSeconds(5), Duration.ofHours(2)));
        assertThat(Settings.from(minimal()).deadlineMargin()).isEqualTo(Duration.ofSeconds(5));
        assertThat(Settings.from(minimal()).retrySchedule()).isEqualTo(RetrySchedule.defaults());
        assertThat(Settings.from(minimal()).retryMode()).isEqualTo(ClientSettings.RetryMode.STANDARD);
        env.put("AWS_RETRY_MODE", "Adaptive");
        assertThat(Settings.from(env).retryMode()).isEqualTo(ClientSettings.RetryMode.ADAPTIVE);
    }

    @Test
    void toString_hidesTheSecretKey() {
        Map<String, String> env = minimal();
        env.put("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
        env.put("AWS_SECRET_ACCESS_KEY", "very-secret");

        assertThat(Settings.from(env).toString()).contains("AKIDEXAMPLE").doesNotContain("very-secret");
    }

    private static void assertError(String variable, String value, String message) {
        Map<String, String> env = minimal();
        env.put(variable, value);
        assertThatThrownBy(() -> Settings.from(env))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage(message);
    }
}
