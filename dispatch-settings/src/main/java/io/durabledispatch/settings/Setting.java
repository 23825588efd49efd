package io.durabledispatch.settings;

import java.util.Map;
import java.util.Optional;

/**
 * One row of the {@link SettingsTable}. Each kind reads its variable from an environment map and fails with a
 * {@link SettingException} that names the variable; the reference page shows {@link #defaultText} and
 * {@link #rangeText}.
 */
public sealed interface Setting permits IntegerSetting, FlagSetting, ChoiceSetting, TextSetting, UrlSetting {
    /** The name in Java; where the construct has a prop for the setting, the prop has this name. */
    String name();

    /** The environment variable the dispatcher reads. */
    String variable();

    /** What the setting changes, in one line. */
    String meaning();

    /** The default as the reference page shows it: a value, {@code required} or {@code unset}. */
    String defaultText();

    /** The values accepted, as the reference page shows them. */
    String rangeText();

    /** The default as the variable holds it (no unit); empty when there is none. */
    Optional<String> defaultRaw();

    /** The variable's value, empty when unset or blank (the dispatcher treats both alike). */
    static Optional<String> raw(Map<String, String> env, String variable) {
        return Optional.ofNullable(env.get(variable)).filter(value -> !value.isBlank());
    }
}
