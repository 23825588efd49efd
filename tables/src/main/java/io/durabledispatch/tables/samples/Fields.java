package io.durabledispatch.tables.samples;

import java.util.LinkedHashMap;
import java.util.Map;

/** Ordered field maps for sample events: the demo writes the fields in this order, as a producer would. */
final class Fields {
    private Fields() {}

    /** {@code name, value, name, value, ...} as an ordered map. */
    static Map<String, Object> of(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) throw new IllegalArgumentException("names and values come in pairs");
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2)
            fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
        return fields;
    }
}
