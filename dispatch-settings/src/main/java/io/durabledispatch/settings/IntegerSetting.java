package io.durabledispatch.settings;

import java.util.Map;
import java.util.Optional;

/** A whole number within {@code min}–{@code max}, in {@code unit}. */
public record IntegerSetting(
        String name, String variable, int defaultValue, int min, int max, Unit unit, String meaning)
        implements Setting {
    /** How the reference page and a prop's error show the number's unit. */
    public enum Unit {
        NONE("", ""),
        MILLISECONDS(" ms", " (milliseconds)"),
        SECONDS(" s", " (seconds)");

        private final String symbol;
        private final String label;

        Unit(String symbol, String label) {
            this.symbol = symbol;
            this.label = label;
        }
    }

    public IntegerSetting {
        if (defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException(variable + ": default " + defaultValue + " outside its own range");
        }
    }

    /** The variable's value, or the default when it is unset. */
    public int read(Map<String, String> env) {
        Optional<String> raw = Setting.raw(env, variable);
        if (raw.isEmpty()) return defaultValue;
        try {
            return check(variable, Long.parseLong(raw.get().strip()));
        } catch (NumberFormatException e) {
            throw new SettingException(variable + " must be an integer, was '" + raw.get() + "'");
        }
    }

    /** {@code value} when it is within the range; otherwise fails with a message that starts with {@code subject}. */
    public int check(String subject, long value) {
        if (value < min || value > max) {
            throw new SettingException(subject + " must be between " + min + " and " + max + ", was " + value);
        }
        return (int) value;
    }

    /** How a construct's error names the prop: the name, with the unit when there is one. */
    public String label() {
        return name + unit.label;
    }

    @Override
    public String defaultText() {
        return defaultValue + unit.symbol;
    }

    @Override
    public String rangeText() {
        return min + "–" + max + unit.symbol;
    }

    @Override
    public Optional<String> defaultRaw() {
        return Optional.of(Integer.toString(defaultValue));
    }
}
