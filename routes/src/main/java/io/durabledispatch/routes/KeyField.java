package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import java.util.List;

/**
 * A part of the business key (the tenant or a key field): where its value comes from, and the normalisers applied
 * to it, in order.
 */
public record KeyField(KeySource source, List<Normalizer> normalizers) {
    public KeyField {
        normalizers = List.copyOf(normalizers);
    }

    /** A key field read from the body. */
    public KeyField(JsonPointer pointer, List<Normalizer> normalizers) {
        this(KeySource.body(pointer), normalizers);
    }

    /** The body field, or for an outside value where the canonical input holds it ({@link KeySource#pointer()}). */
    public JsonPointer pointer() {
        return source.pointer();
    }

    public String normalize(String raw) {
        String value = raw;
        for (Normalizer normalizer : normalizers) value = normalizer.apply(value);
        return value;
    }
}
