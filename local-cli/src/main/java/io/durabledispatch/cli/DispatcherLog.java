package io.durabledispatch.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the dispatcher's per-record log lines go during a demo. The dispatcher prints to standard output, as
 * Lambda expects; a thousand JSON lines would bury the summary, so they go to a file unless asked for.
 */
final class DispatcherLog {
    private final PrintStream original;
    private final Optional<Path> file;

    private DispatcherLog(PrintStream original, Optional<Path> file) {
        this.original = original;
        this.file = file;
    }

    static DispatcherLog console() {
        return new DispatcherLog(System.out, Optional.empty());
    }

    /** Redirects standard output to {@code dispatcher.log} in the data directory (or a temporary one). */
    static DispatcherLog toFile(Path dataDir) {
        try {
            Path dir =
                    dataDir != null ? Files.createDirectories(dataDir) : Files.createTempDirectory("durable-dispatch");
            Path file = dir.resolve("dispatcher.log");
            PrintStream original = System.out;
            System.setOut(new PrintStream(new FileOutputStream(file.toFile(), true), true, "UTF-8"));
            return new DispatcherLog(original, Optional.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the dispatcher log", e);
        }
    }

    Optional<Path> file() {
        return file;
    }

    void restore() {
        System.setOut(original);
    }
}
