package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import java.util.List;

/** A body field that is part of the business key, with the normalisers applied to its value, in order. */
public record KeyField(JsonPointer pointer, List<Normalizer> normalizers) {
    public KeyField {
        normalizers = List.copyOf(normalizers);
    }

    public String normalize(String raw) {
        String value = raw;
        for (Normalizer normalizer : normalizers) value = normalizer.apply(value);
        return value;
    }
}
