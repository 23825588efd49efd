package io.durabledispatch.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each kind reads its variable: unset or blank means the default, a bad value fails naming the variable. */
class SettingReadTest {
    private static final IntegerSetting ENTRIES = SettingsTable.DUPLICATE_MEMORY_ENTRIES;

    @Test
    void integer_readsTheDefault_aValue_andRefusesWhatIsOutsideItsRange() {
        assertThat(ENTRIES.read(Map.of())).isEqualTo(10_000);
        assertThat(ENTRIES.read(Map.of("DUPLICATE_MEMORY_ENTRIES", " "))).isEqualTo(10_000);
        assertThat(ENTRIES.read(Map.of("DUPLICATE_MEMORY_ENTRIES", " 25 "))).isEqualTo(25);
        assertThatThrownBy(() -> ENTRIES.read(Map.of("DUPLICATE_MEMORY_ENTRIES", "2000000")))
                .isInstanceOf(SettingException.class)
                .hasMessage("DUPLICATE_MEMORY_ENTRIES must be between 0 and 1000000, was 2000000");
        assertThatThrownBy(() -> ENTRIES.read(Map.of("DUPLICATE_MEMORY_ENTRIES", "lots")))
                .hasMessage("DUPLICATE_MEMORY_ENTRIES must be an integer, was 'lots'");
    }

    @Test
    void flag_acceptsOnlyTrueOrFalse() {
        FlagSetting skips = SettingsTable.DUPLICATE_MEMORY_SKIPS_LAMBDA;

        assertThat(skips.read(Map.of())).isTrue();
        assertThat(skips.read(Map.of("DUPLICATE_MEMORY_SKIPS_LAMBDA", "false"))).isFalse();
        assertThatThrownBy(() -> skips.read(Map.of("DUPLICATE_MEMORY_SKIPS_LAMBDA", "no")))
                .hasMessage("DUPLICATE_MEMORY_SKIPS_LAMBDA must be true or false, was 'no'");
    }

    @Test
    void choice_ignoresCase_andNamesTheChoices() {
        ChoiceSetting mode = SettingsTable.AWS_RETRY_MODE;

        assertThat(mode.read(Map.of())).isEqualTo("standard");
        assertThat(mode.read(Map.of("AWS_RETRY_MODE", "Adaptive"))).isEqualTo("adaptive");
        assertThatThrownBy(() -> mode.read(Map.of("AWS_RETRY_MODE", "legacy")))
                .hasMessage("AWS_RETRY_MODE must be standard or adaptive, was 'legacy'");
    }

    @Test
    void text_isRequiredOrOptional() {
        assertThat(SettingsTable.ROUTES.require(Map.of("ROUTES", "classpath:r.json")))
                .isEqualTo("classpath:r.json");
        assertThatThrownBy(() -> SettingsTable.ROUTES.require(Map.of("ROUTES", "")))
                .hasMessage("ROUTES is required but not set");
        assertThat(SettingsTable.AWS_SESSION_TOKEN.read(Map.of())).isEmpty();
    }

    @Test
    void url_mustBeAbsolute() {
        UrlSetting sqs = SettingsTable.AWS_ENDPOINT_URL_SQS;

        assertThat(sqs.read(Map.of("AWS_ENDPOINT_URL_SQS", "http://127.0.0.1:9324")))
                .contains(URI.create("http://127.0.0.1:9324"));
        assertThatThrownBy(() -> sqs.read(Map.of("AWS_ENDPOINT_URL_SQS", "localhost")))
                .hasMessage("AWS_ENDPOINT_URL_SQS must be an absolute http(s) URL, was 'localhost'");
        assertThatThrownBy(() -> sqs.read(Map.of("AWS_ENDPOINT_URL_SQS", "http://a b")))
                .hasMessage("AWS_ENDPOINT_URL_SQS must be an absolute http(s) URL, was 'http://a b'");
    }
}
