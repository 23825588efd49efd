package io.durabledispatch.core.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * RFC 8785 style serialisation: object keys sorted by UTF-16 code units, no insignificant whitespace,
 * ECMAScript string escaping and number formatting (see {@link CanonicalNumber}). Same value, same bytes.
 */
public final class CanonicalJson {
    private CanonicalJson() {}

    public static String write(JsonNode node) {
        StringBuilder out = new StringBuilder();
        write(node, out);
        return out.toString();
    }

    private static void write(JsonNode node, StringBuilder out) {
        if (node.isObject()) {
            writeObject(node, out);
        } else if (node.isArray()) {
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                if (i > 0) out.append(',');
                write(node.get(i), out);
            }
            out.append(']');
        } else if (node.isTextual()) {
            writeString(node.textValue(), out);
        } else if (node.isInt() || node.isLong()) {
            // Already canonical (|n| < 1e21 never takes an exponent); skips a BigDecimal per integer.
            out.append(node.longValue());
        } else if (node.isNumber()) {
            out.append(CanonicalNumber.format(node.decimalValue()));
        } else if (node.isBoolean() || node.isNull()) {
            out.append(node.asText());
        } else {
            throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    private static void writeObject(JsonNode node, StringBuilder out) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) names.add(it.next());
        names.sort(null); // String.compareTo orders by UTF-16 code units, as RFC 8785 asks
        out.append('{');
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) out.append(',');
            writeString(names.get(i), out);
            out.append(':');
            write(node.get(names.get(i)), out);
        }
        out.append('}');
    }

    static void writeString(String text, StringBuilder out) {
        out.append('"');
        if (!needsEscaping(text)) {
            out.append(text).append('"'); // the common case: one bulk copy instead of a switch per char
            return;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> appendChar(text, i, c, out);
            }
        }
        out.append('"');
    }

    private static boolean needsEscaping(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c)) return true;
        }
        return false;
    }

    private static void appendChar(String text, int i, char c, StringBuilder out) {
        boolean loneSurrogate = Character.isSurrogate(c) && !isPaired(text, i);
        if (c < 0x20 || loneSurrogate) {
            out.append(String.format("\\u%04x", (int) c));
        } else {
            out.append(c);
        }
    }

    private static boolean isPaired(String text, int i) {
        char c = text.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }
}
