package io.durabledispatch.settings;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** One of a few lower-case words; the variable may spell it in any case. */
public record ChoiceSetting(String name, String variable, String defaultValue, List<String> choices, String meaning)
        implements Setting {
    public ChoiceSetting {
        choices = List.copyOf(choices);
        if (!choices.contains(defaultValue)) {
            throw new IllegalArgumentException(variable + ": default " + defaultValue + " is not a choice");
        }
    }

    /** The chosen word in lower case, or the default when the variable is unset. */
    public String read(Map<String, String> env) {
        Optional<String> raw = Setting.raw(env, variable);
        if (raw.isEmpty()) return defaultValue;
        String value = raw.get().strip().toLowerCase(Locale.ROOT);
        if (!choices.contains(value)) {
            throw new SettingException(variable + " must be " + rangeText() + ", was '" + raw.get() + "'");
        }
        return value;
    }

    @Override
    public String defaultText() {
        return defaultValue;
    }

    /** {@code a or b}, {@code a, b or c}. */
    @Override
    public String rangeText() {
        int last = choices.size() - 1;
        if (last == 0) return choices.get(0);
        return String.join(", ", choices.subList(0, last)) + " or " + choices.get(last);
    }

    @Override
    public Optional<String> defaultRaw() {
        return Optional.of(defaultValue);
    }
}
