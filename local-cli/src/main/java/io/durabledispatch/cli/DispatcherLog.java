package io.durabledispatch.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the functions' log lines go during a demo. The functions print to standard output and error, as Lambda
 * expects (the dispatcher one JSON line per record); a thousand lines would bury the summary, so both go to a file
 * unless asked for.
 */
final class DispatcherLog {
    private final PrintStream original;
    private final PrintStream originalErr;
    private final Optional<Path> file;

    private DispatcherLog(PrintStream original, PrintStream originalErr, Optional<Path> file) {
        this.original = original;
        this.originalErr = originalErr;
        this.file = file;
    }

    static DispatcherLog console() {
        return new DispatcherLog(System.out, System.err, Optional.empty());
    }

    /** Redirects standard output and error to {@code dispatcher.log} in the data directory (or a temporary one). */
    static DispatcherLog toFile(Path dataDir) {
        try {
            Path dir =
                    dataDir != null ? Files.createDirectories(dataDir) : Files.createTempDirectory("durable-dispatch");
            Path file = dir.resolve("dispatcher.log");
            PrintStream original = System.out;
            PrintStream originalErr = System.err;
            PrintStream log = new PrintStream(new FileOutputStream(file.toFile(), true), true, "UTF-8");
            System.setOut(log);
            System.setErr(log);
            return new DispatcherLog(original, originalErr, Optional.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the dispatcher log", e);
        }
    }

    Optional<Path> file() {
        return file;
    }

    void restore() {
        System.setOut(original);
        System.setErr(originalErr);
    }
}
