package io.durabledispatch.settings;

import static io.durabledispatch.settings.SettingsTable.DUPLICATE_MEMORY_SECONDS;
import static io.durabledispatch.settings.SettingsTable.DUPLICATE_MEMORY_SKIPS_LAMBDA;
import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Writing the dispatcher's environment: values are checked where they are set, by the setting's name. */
class EnvironmentValuesTest {
    @Test
    void defaults_writeEachDefault_andWithReplacesOne() {
        EnvironmentValues values = EnvironmentValues.defaults(MAX_CONCURRENCY, DUPLICATE_MEMORY_SKIPS_LAMBDA)
                .with(MAX_CONCURRENCY, 32);

        assertThat(values.asMap()).isEqualTo(Map.of("MAX_CONCURRENCY", "32", "DUPLICATE_MEMORY_SKIPS_LAMBDA", "true"));
        assertThat(values.get(MAX_CONCURRENCY)).isEqualTo(32);
        assertThat(values.get(DUPLICATE_MEMORY_SKIPS_LAMBDA)).isTrue();
    }

    @Test
    void with_refusesAValueOutsideTheRange_namingTheSettingAndItsUnit() {
        EnvironmentValues values = EnvironmentValues.defaults(DUPLICATE_MEMORY_SECONDS);

        assertThatThrownBy(() -> values.with(DUPLICATE_MEMORY_SECONDS, 7200))
                .isInstanceOf(SettingException.class)
                .hasMessage("duplicateMemory (seconds) must be between 0 and 3600, was 7200");
        assertThatThrownBy(() -> values.with(MAX_CONCURRENCY, 0))
                .hasMessage("startConcurrency must be between 1 and 1000, was 0");
        assertThat(values.asMap()).containsEntry("DUPLICATE_MEMORY_SECONDS", "120");
    }

    @Test
    void with_refusesARelativeEndpoint_andABlankText() {
        EnvironmentValues none = EnvironmentValues.defaults();

        assertThatThrownBy(() -> none.with(SettingsTable.AWS_ENDPOINT_URL, URI.create("/relative")))
                .hasMessageStartingWith("AWS_ENDPOINT_URL must be an absolute http(s) URL");
        assertThatThrownBy(() -> none.with(SettingsTable.ROUTES, " ")).hasMessage("routes must not be blank");
    }

    @Test
    void defaults_refuseASettingWithoutDefault() {
        assertThatThrownBy(() -> EnvironmentValues.defaults(SettingsTable.ROUTES))
                .hasMessage("ROUTES has no default");
    }
}
