package io.durabledispatch.settings;

import java.util.Map;
import java.util.Optional;

/** {@code true} or {@code false}, nothing else (a typo must not silently mean false). */
public record FlagSetting(String name, String variable, boolean defaultValue, String meaning) implements Setting {
    /** The variable's value, or the default when it is unset. */
    public boolean read(Map<String, String> env) {
        Optional<String> raw = Setting.raw(env, variable);
        if (raw.isEmpty()) return defaultValue;
        return switch (raw.get().strip()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new SettingException(variable + " must be true or false, was '" + raw.get() + "'");
        };
    }

    @Override
    public String defaultText() {
        return Boolean.toString(defaultValue);
    }

    @Override
    public String rangeText() {
        return "true or false";
    }

    @Override
    public Optional<String> defaultRaw() {
        return Optional.of(defaultText());
    }
}
