package io.durabledispatch.core.json;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Numbers in the ECMAScript {@code Number.prototype.toString} form that RFC 8785 prescribes: 44.90 → 44.9,
 * 1.2E1 → 12, 5.00 → 5, 1e21 → 1e+21, 0.0000001 → 1e-7. Applied to the exact decimal of the literal instead
 * of a binary double, so numbers with more than 17 significant digits (long ids) keep their precision; for
 * every literal a double holds exactly in its shortest form the result equals RFC 8785's.
 */
final class CanonicalNumber {
    private CanonicalNumber() {}

    static String format(BigDecimal value) {
        if (value.signum() == 0) return "0"; // also -0
        BigDecimal stripped = value.stripTrailingZeros();
        BigInteger unscaled = stripped.unscaledValue();
        // Most amounts fit a long, whose toString is far cheaper than BigInteger's.
        String digits = unscaled.bitLength() < 63
                ? Long.toString(Math.abs(unscaled.longValue()))
                : unscaled.abs().toString();
        int k = digits.length();
        long n = (long) k - stripped.scale(); // value = 0.digits × 10^n
        String sign = stripped.signum() < 0 ? "-" : "";
        return sign + layout(digits, k, n);
    }

    private static String layout(String digits, int k, long n) {
        if (k <= n && n <= 21) return digits + "0".repeat((int) (n - k));
        if (0 < n && n <= 21) return digits.substring(0, (int) n) + "." + digits.substring((int) n);
        if (-6 < n && n <= 0) return "0." + "0".repeat((int) -n) + digits;
        long exponent = n - 1;
        String mantissa = k == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        return mantissa + "e" + (exponent >= 0 ? "+" : "-") + Math.abs(exponent);
    }
}
