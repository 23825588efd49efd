package io.durabledispatch.routes;

import java.text.Normalizer.Form;
import java.util.Locale;

/** A per-field rewrite of a key value, so that spellings of one business key give one execution name. */
public enum Normalizer {
    TRIM,
    LOWER,
    UPPER,
    NFC;

    public String apply(String value) {
        return switch (this) {
            case TRIM -> value.strip();
            // Locale.ROOT: the name must not depend on the machine's locale (Turkish dotless i).
            case LOWER -> value.toLowerCase(Locale.ROOT);
            case UPPER -> value.toUpperCase(Locale.ROOT);
            case NFC -> java.text.Normalizer.normalize(value, Form.NFC);
        };
    }

    /** The name used in the route document: {@code trim}, {@code lower}, {@code upper}, {@code nfc}. */
    public String documentName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
