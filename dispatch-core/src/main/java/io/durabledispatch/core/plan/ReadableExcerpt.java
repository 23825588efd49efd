package io.durabledispatch.core.plan;

import java.util.List;

/**
 * The human part of a name: ASCII letters, digits and '-' kept; any other code point becomes '_'; runs of
 * '_' collapse; no separator at either end. Deliberately free of Unicode tables, so the same key gives the
 * same excerpt on every JDK.
 */
final class ReadableExcerpt {
    private ReadableExcerpt() {}

    static String of(List<String> values, int maxChars) {
        StringBuilder out = new StringBuilder();
        for (String value : values) {
            if (out.length() > maxChars) break; // 10 KB keys: stop reading once the excerpt is full
            if (!out.isEmpty()) out.append('_');
            value.codePoints().limit(maxChars + 1L).forEach(cp -> append(cp, out));
        }
        return trimSeparators(out.substring(0, Math.min(out.length(), Math.max(maxChars, 0))));
    }

    private static void append(int codePoint, StringBuilder out) {
        boolean legal = codePoint < 128 && (Character.isLetterOrDigit(codePoint) || codePoint == '-');
        if (legal) {
            out.append((char) codePoint);
        } else if (out.isEmpty() || out.charAt(out.length() - 1) != '_') {
            out.append('_');
        }
    }

    private static String trimSeparators(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSeparator(text.charAt(start))) start++;
        while (end > start && isSeparator(text.charAt(end - 1))) end--;
        return text.substring(start, end);
    }

    private static boolean isSeparator(char c) {
        return c == '_' || c == '-';
    }
}
