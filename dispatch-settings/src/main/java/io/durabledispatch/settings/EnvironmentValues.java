package io.durabledispatch.settings;

import java.net.URI;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Values for some of the table's variables, each checked by its setting as it is set, so a wrong value fails where
 * it is written (a construct's prop, by the prop's name) rather than at the dispatcher's cold start. Immutable.
 */
public final class EnvironmentValues {
    private final Map<String, String> variables;

    private EnvironmentValues(Map<String, String> variables) {
        this.variables = Collections.unmodifiableMap(variables);
    }

    /** The defaults of {@code settings}; each must have one. */
    public static EnvironmentValues defaults(Setting... settings) {
        Map<String, String> variables = new TreeMap<>();
        for (Setting setting : settings) {
            variables.put(
                    setting.variable(),
                    setting.defaultRaw()
                            .orElseThrow(() -> new IllegalArgumentException(setting.variable() + " has no default")));
        }
        return new EnvironmentValues(variables);
    }

    /** Fails, naming {@link IntegerSetting#label}, when {@code value} is outside the setting's range. */
    public EnvironmentValues with(IntegerSetting setting, long value) {
        return put(setting, Integer.toString(setting.check(setting.label(), value)));
    }

    public EnvironmentValues with(FlagSetting setting, boolean value) {
        return put(setting, Boolean.toString(value));
    }

    public EnvironmentValues with(TextSetting setting, String value) {
        if (value == null || value.isBlank()) throw new SettingException(setting.name() + " must not be blank");
        return put(setting, value);
    }

    /** Fails when {@code value} is not absolute. */
    public EnvironmentValues with(UrlSetting setting, URI value) {
        setting.read(Map.of(setting.variable(), value.toString()));
        return put(setting, value.toString());
    }

    /** The value set for {@code setting}, or its default. */
    public int get(IntegerSetting setting) {
        return setting.read(variables);
    }

    public boolean get(FlagSetting setting) {
        return setting.read(variables);
    }

    /** Variable → value, sorted by variable. */
    public Map<String, String> asMap() {
        return variables;
    }

    private EnvironmentValues put(Setting setting, String value) {
        Map<String, String> changed = new TreeMap<>(variables);
        changed.put(setting.variable(), value);
        return new EnvironmentValues(changed);
    }
}
