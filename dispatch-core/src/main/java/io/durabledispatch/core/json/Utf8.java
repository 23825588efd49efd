package io.durabledispatch.core.json;

/** UTF-8 sizes of Java strings, counted without encoding them. */
public final class Utf8 {
    private Utf8() {}

    /**
     * The bytes {@code text} takes in UTF-8. A lone surrogate counts 3 bytes, its generalised UTF-8 form, not the
     * 1 byte of the {@code ?} Java's encoder would put in its place: a size check must not undercount.
     */
    public static int length(String text) {
        int bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
