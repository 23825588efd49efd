package io.durabledispatch.runtime.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Deterministic operation ids, the official SDK's scheme: the n-th operation of the root context is
 * hex(SHA-256("n")), counting from 1 in call order. Stable ids are what lets a replay find its records.
 */
final class OperationIds {
    private int counter;

    String next() {
        counter++;
        return sha256Hex(Integer.toString(counter));
    }

    static String sha256Hex(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
