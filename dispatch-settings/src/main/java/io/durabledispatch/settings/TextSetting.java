package io.durabledispatch.settings;

import java.util.Map;
import java.util.Optional;

/**
 * Free text: required, or optional without a default.
 *
 * @param accepts what the text holds, as the reference page's range column shows it
 */
public record TextSetting(String name, String variable, boolean required, String accepts, String meaning)
        implements Setting {
    static TextSetting required(String name, String variable, String accepts, String meaning) {
        return new TextSetting(name, variable, true, accepts, meaning);
    }

    static TextSetting optional(String name, String variable, String accepts, String meaning) {
        return new TextSetting(name, variable, false, accepts, meaning);
    }

    /** The value as set (not stripped), empty when unset or blank. */
    public Optional<String> read(Map<String, String> env) {
        return Setting.raw(env, variable);
    }

    /** The value as set; fails when it is unset or blank. */
    public String require(Map<String, String> env) {
        return read(env).orElseThrow(() -> new SettingException(variable + " is required but not set"));
    }

    @Override
    public String defaultText() {
        return required ? "required" : "unset";
    }

    @Override
    public String rangeText() {
        return accepts;
    }

    @Override
    public Optional<String> defaultRaw() {
        return Optional.empty();
    }
}
