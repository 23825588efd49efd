package io.durabledispatch.emulators.persistence;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One JSON file per key in a directory, written through with write-temp-then-atomic-rename: a kill between
 * two writes leaves every file either at its old or at its new content, never half written. Leftover
 * temporary files of an interrupted write are ignored on reading.
 */
public final class JsonFileDirectory<T> {
    private static final String SUFFIX = ".json";
    /** The data directory's mapper: tolerant of members it does not know, so older files still load. */
    private static final ObjectMapper LENIENT = JsonMappers.lenient();

    private final Path directory;
    private final Class<T> type;
    private final ObjectMapper mapper;

    public JsonFileDirectory(Path directory, Class<T> type) {
        this(directory, type, LENIENT);
    }

    /** With a caller's mapper, for values that need its modules (e.g. the durable wire shapes). */
    public JsonFileDirectory(Path directory, Class<T> type, ObjectMapper mapper) {
        this.directory = directory;
        this.type = type;
        this.mapper = mapper;
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create data directory " + directory, e);
        }
    }

    public synchronized void write(String key, T value) {
        Path target = directory.resolve(fileName(key));
        try {
            Path temporary = Files.createTempFile(directory, "write-", ".tmp");
            Files.write(temporary, mapper.writeValueAsBytes(value));
            move(temporary, target);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + target, e);
        }
    }

    /** The value stored under {@code key}, if any. */
    public synchronized Optional<T> read(String key) {
        Path file = directory.resolve(fileName(key));
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(mapper.readValue(file.toFile(), type));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    public synchronized void delete(String key) {
        try {
            Files.deleteIfExists(directory.resolve(fileName(key)));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete the file of " + key, e);
        }
    }

    public synchronized List<T> readAll() {
        List<T> values = new ArrayList<>();
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(SUFFIX)).sorted().toList()) {
                values.add(mapper.readValue(file.toFile(), type));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + directory, e);
        }
        return values;
    }

    private static void move(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static String fileName(String key) {
        // Keys are long ARNs with ':' and '/': a digest is a portable, bounded file name (values carry the key).
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest) + SUFFIX;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }
}
