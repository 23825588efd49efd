package io.durabledispatch.infra.config;

import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Typed access to CDK context values. Values from {@code -c name=value} arrive as strings, values from
 * {@code cdk.json} as JSON numbers or booleans: both are accepted. Errors name the context key.
 */
public final class ContextReader {
    private final Function<String, Object> lookup;

    public ContextReader(Function<String, Object> lookup) {
        this.lookup = lookup;
    }

    public int integer(String key, int defaultValue, int min, int max) {
        Object raw = lookup.apply(key);
        if (raw == null) {
            return defaultValue;
        }
        int value;
        try {
            value = raw instanceof Number number
                    ? number.intValue()
                    : Integer.parseInt(raw.toString().trim());
        } catch (NumberFormatException e) {
            throw invalid(key, raw, "an integer");
        }
        if (value < min || value > max) {
            throw invalid(key, raw, "an integer between " + min + " and " + max);
        }
        return value;
    }

    /** Empty when the key is not set: the default is someone else's to choose. */
    public OptionalInt optionalInteger(String key, int min, int max) {
        return lookup.apply(key) == null ? OptionalInt.empty() : OptionalInt.of(integer(key, min, min, max));
    }

    public boolean flag(String key, boolean defaultValue) {
        Object raw = lookup.apply(key);
        if (raw == null) {
            return defaultValue;
        }
        String text = raw.toString().trim();
        if (!text.equals("true") && !text.equals("false")) {
            throw invalid(key, raw, "true or false");
        }
        return Boolean.parseBoolean(text);
    }

    public String text(String key, String defaultValue) {
        Object raw = lookup.apply(key);
        return raw == null || raw.toString().isBlank()
                ? defaultValue
                : raw.toString().trim();
    }

    public Path path(String key, String defaultValue) {
        return Path.of(text(key, defaultValue));
    }

    private static IllegalArgumentException invalid(String key, Object raw, String expected) {
        return new IllegalArgumentException("CDK context '" + key + "' must be " + expected + ", got '" + raw + "'");
    }
}
