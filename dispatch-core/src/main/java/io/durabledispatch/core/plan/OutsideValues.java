package io.durabledispatch.core.plan;

import io.durabledispatch.routes.KeySource;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Key values a door read from outside the body, keyed by their source's spelling ({@code header:<name>},
 * {@code path:<name>}). Header names are matched in any case, as HTTP treats them.
 */
public final class OutsideValues {
    public static final OutsideValues NONE = new OutsideValues(Map.of());

    private final Map<String, String> values;

    private OutsideValues(Map<String, String> values) {
        this.values = values;
    }

    /**
     * @throws IllegalArgumentException for a name that is no outside source, or two names for one source
     */
    public static OutsideValues of(Map<String, String> named) {
        Map<String, String> values = new LinkedHashMap<>();
        named.forEach((name, value) -> {
            KeySource source = outsideSource(name);
            if (value == null) throw new IllegalArgumentException("outside value " + name + " is null");
            if (values.put(source.spelling(), value) != null) {
                throw new IllegalArgumentException("outside value " + source + " is given twice");
            }
        });
        return new OutsideValues(Map.copyOf(values));
    }

    private static KeySource outsideSource(String name) {
        try {
            KeySource source = KeySource.parse(name);
            if (source.outside()) return source;
        } catch (IllegalArgumentException e) {
            // falls through to the one message that says which names are allowed
        }
        throw new IllegalArgumentException("outside values are named header:<name> or path:<name>, was '" + name + "'");
    }

    public Optional<String> get(KeySource source) {
        return Optional.ofNullable(values.get(source.spelling()));
    }

    /** The values by source spelling (header names lower-case). */
    public Map<String, String> asMap() {
        return values;
    }
}
