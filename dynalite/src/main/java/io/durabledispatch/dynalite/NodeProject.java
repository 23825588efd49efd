package io.durabledispatch.dynalite;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The repository's npm project (the {@code package.json} that pins dynalite and kinesalite) and the {@code node}
 * and {@code npm} executables to run it with. Tests run with a module as working directory and the CLI from the repository
 * root, so the project is looked for upwards from the working directory.
 */
public record NodeProject(Path directory, Path node, Path npm) {
    /** Overrides the upward search, e.g. for the CLI jar run from outside the repository. */
    public static final String DIRECTORY_PROPERTY = "dynalite.project";

    static final String PACKAGE = "dynalite";

    /** The project pinning dynalite, or why there is none: {@link #find(UnaryOperator, String, String)}. */
    public static Lookup find(UnaryOperator<String> properties, String path) {
        return find(properties, path, PACKAGE);
    }

    /**
     * The project pinning {@code pkg} and the executables on this machine, or why not (a sentence naming what is
     * missing).
     */
    public static Lookup find(UnaryOperator<String> properties, String path, String pkg) {
        Optional<Path> node = executable(path, "node");
        Optional<Path> npm = executable(path, "npm");
        if (node.isEmpty() || npm.isEmpty()) {
            return new Lookup(Optional.empty(), "Node.js (node and npm) not found on PATH");
        }
        String explicit = properties.apply(DIRECTORY_PROPERTY);
        Optional<Path> directory = explicit == null || explicit.isBlank()
                ? upwards(Path.of("").toAbsolutePath(), pkg)
                : Optional.of(Path.of(explicit).toAbsolutePath()).filter(dir -> pins(dir, pkg));
        if (directory.isEmpty()) {
            return new Lookup(
                    Optional.empty(), "no package.json pinning " + pkg + " found (set -D" + DIRECTORY_PROPERTY + ")");
        }
        return new Lookup(Optional.of(new NodeProject(directory.get(), node.get(), npm.get())), "");
    }

    /** The result of {@link #find}: a project, or the reason there is none. */
    public record Lookup(Optional<NodeProject> project, String missing) {}

    /** Whether {@code npm ci} has installed dynalite. */
    public boolean installed() {
        return installed(PACKAGE);
    }

    /** Whether {@code npm ci} has installed {@code pkg}. */
    public boolean installed(String pkg) {
        return Files.isRegularFile(
                directory.resolve("node_modules").resolve(pkg).resolve("package.json"));
    }

    private static Optional<Path> upwards(Path start, String pkg) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (pins(dir, pkg)) return Optional.of(dir);
        }
        return Optional.empty();
    }

    private static boolean pins(Path dir, String pkg) {
        Path manifest = dir.resolve("package.json");
        try {
            return Files.isRegularFile(manifest) && Files.readString(manifest).contains("\"" + pkg + "\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Path> executable(String path, String name) {
        return Stream.of(path == null ? new String[0] : path.split(File.pathSeparator))
                .filter(dir -> !dir.isBlank())
                .map(dir -> Path.of(dir, name))
                .filter(Files::isExecutable)
                .findFirst();
    }
}
