package io.durabledispatch.workflows.common;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An amount in a currency. The value is normalised (no trailing zeros, never an exponent) so that 44.90 and 44.9
 * are the same content for the unique-key stores, matching the dispatcher's canonical numbers.
 */
public record Money(String currency, BigDecimal value) {

    public Money {
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(value, "value");
        value = plain(value);
    }

    /** The canonical form of a decimal: 44.90 → 44.9, 1.2E1 → 12. */
    public static BigDecimal plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }
}
