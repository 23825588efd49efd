package io.durabledispatch.core.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Generates key values that try to break names: unicode, emoji, separators, whitespace, huge and empty. */
final class HostileKeys {
    private static final List<String> FIXED = List.of(
            "",
            " ",
            "\t\n",
            "/#:",
            "a/b#c:d",
            "A-1001",
            "a_1001",
            "😀",
            "😀😀😀-🎉",
            "Straße",
            "e\u0301", // e + combining acute: NFC gives é
            "é",
            "\ud800", // a lone surrogate
            "--__--",
            "x".repeat(10 * 1024),
            "ß".repeat(10 * 1024),
            "<>{}[]?*\"#%\\^|~`$&,;:/",
            "\u0000\u001f");
    private static final String ALPHABET = "aZ09-_ /#:.%😀é\u0301\u00a0\t";

    private HostileKeys() {}

    static List<String> fixed() {
        return FIXED;
    }

    /** {@code count} random strings from a hostile alphabet, lengths 0–200, from a fixed seed. */
    static List<String> random(long seed, int count) {
        Random random = new Random(seed);
        List<String> keys = new ArrayList<>();
        int[] codePoints = ALPHABET.codePoints().toArray();
        for (int i = 0; i < count; i++) {
            StringBuilder key = new StringBuilder();
            int length = random.nextInt(201);
            for (int j = 0; j < length; j++) key.appendCodePoint(codePoints[random.nextInt(codePoints.length)]);
            keys.add(key.toString());
        }
        return keys;
    }
}
