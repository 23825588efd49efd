package io.durabledispatch.localstack.running;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The state directory where each running local stack keeps its descriptor, {@code <id>.json}: written when the
 * stack has started, deleted when it stops. A descriptor whose process is gone (killed, crashed) or that cannot be
 * read is ignored, never trusted.
 */
public final class StackDirectory {
    /** Overrides the directory (tests, or several users' stacks kept apart). */
    public static final String VARIABLE = "DURABLE_DISPATCH_STACKS";

    private final Path directory;

    public StackDirectory(Path directory) {
        this.directory = directory;
    }

    /** {@value #VARIABLE}, else {@code ~/.durable-dispatch/stacks}. */
    public static StackDirectory fromEnvironment() {
        return of(System.getenv(), System.getProperty("user.home"));
    }

    static StackDirectory of(Map<String, String> environment, String home) {
        String chosen = environment.get(VARIABLE);
        return new StackDirectory(
                chosen == null || chosen.isBlank() ? Path.of(home, ".durable-dispatch", "stacks") : Path.of(chosen));
    }

    public Path path() {
        return directory;
    }

    /** Writes the descriptor (whole or not at all: readers never see half a file); closing the result deletes it. */
    public Published publish(StackDescriptor descriptor) {
        try {
            Files.createDirectories(directory);
            Path file = directory.resolve(descriptor.id() + ".json");
            Path partial = Files.createTempFile(directory, descriptor.id(), ".partial");
            Files.writeString(partial, StackDescriptorJson.write(descriptor), StandardCharsets.UTF_8);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return new Published(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the stack descriptor in " + directory, e);
        }
    }

    /** The stacks whose process still runs, by id. */
    public List<StackDescriptor> running() {
        if (!Files.isDirectory(directory)) return List.of();
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .flatMap(f -> read(f).stream())
                    .filter(StackDirectory::alive)
                    .sorted(Comparator.comparing(StackDescriptor::id))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the stack descriptors in " + directory, e);
        }
    }

    private static Optional<StackDescriptor> read(Path file) {
        try {
            return Optional.of(StackDescriptorJson.read(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException | IllegalArgumentException unreadable) {
            return Optional.empty(); // deleted meanwhile, or not ours
        }
    }

    private static boolean alive(StackDescriptor descriptor) {
        return ProcessHandle.of(descriptor.pid()).map(ProcessHandle::isAlive).orElse(false);
    }

    /** A written descriptor; {@link #close} deletes it (the stack stopped). */
    public record Published(Path file) implements AutoCloseable {
        @Override
        public void close() {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot delete the stack descriptor " + file, e);
            }
        }
    }
}
