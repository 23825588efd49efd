package io.durabledispatch.core.plan;

import io.durabledispatch.core.json.Sha256;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Execution names from business keys: {@code <operation>-<key excerpt>-<hash>}, 1–64 characters of
 * {@code [A-Za-z0-9_-]} (legal for Lambda durable and Step Functions). The excerpt makes names searchable;
 * only the hash identifies: SHA-256 over every key part, 96 bits kept. A re-run (generation n ≥ 2) is named
 * {@code <operation>-g<n>-<key excerpt>-<hash>} with n in the hash; generation 1 keeps the original names, so
 * executions started before generations existed are still found and still deduplicate.
 */
public final class ExecutionNames {
    public static final int MAX_LENGTH = 64;
    static final int HASH_CHARS = 24; // 96 bits of SHA-256
    private static final int OPERATION_CHARS = 16;

    private ExecutionNames() {}

    /** The name and the full key hash for one business key; values must already be normalised. */
    public static NamedKey of(int keyVersion, String tenant, String operation, List<String> keyValues) {
        return of(keyVersion, Generations.FIRST, tenant, operation, keyValues);
    }

    /** The name of one generation of a business key; generation 1 is {@link #of(int, String, String, List)}. */
    public static NamedKey of(int keyVersion, int generation, String tenant, String operation, List<String> keyValues) {
        byte[] digest = Sha256.digest(encode(version(keyVersion, generation), tenant, operation, keyValues));
        String keyHash = HexFormat.of().formatHex(digest);
        return new NamedKey(name(operation, generation, keyValues, keyHash.substring(0, HASH_CHARS)), keyHash);
    }

    /** "v1" for generation 1 (today's hashes); "v1g2" can never equal any "v<n>", so generations never collide. */
    private static String version(int keyVersion, int generation) {
        return "v" + keyVersion + (generation == Generations.FIRST ? "" : "g" + generation);
    }

    private static String name(String operation, int generation, List<String> keyValues, String hash) {
        String readable = ReadableExcerpt.of(List.of(operation), OPERATION_CHARS);
        String marker = generation == Generations.FIRST ? "" : "g" + generation;
        int room = MAX_LENGTH - HASH_CHARS - readable.length() - 2 - (marker.isEmpty() ? 0 : marker.length() + 1);
        String excerpt = ReadableExcerpt.of(keyValues, room);
        List<String> parts = new ArrayList<>();
        if (!readable.isEmpty()) parts.add(readable);
        if (!marker.isEmpty()) parts.add(marker);
        if (!excerpt.isEmpty()) parts.add(excerpt);
        parts.add(hash);
        return String.join("-", parts);
    }

    /**
     * Count-prefixed list of length-prefixed UTF-16 code units: injective for every Java string, lone
     * surrogates included (a UTF-8 encoder would map them all to '?'), so distinct keys never share input.
     */
    static byte[] encode(int keyVersion, String tenant, String operation, List<String> keyValues) {
        return encode("v" + keyVersion, tenant, operation, keyValues);
    }

    private static byte[] encode(String version, String tenant, String operation, List<String> keyValues) {
        List<String> parts = new ArrayList<>(List.of(version, tenant, operation));
        parts.addAll(keyValues);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(parts.size());
            for (String part : parts) {
                out.writeInt(part.length());
                out.writeChars(part);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
