package io.durabledispatch.dynalite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One dynalite process on 127.0.0.1, on a port the system chose. dynalite's own CLI treats {@code --port 0} as
 * "no port" and falls back to 4567, so a few lines of script start its server on port 0 and print the port.
 * The process ends when this JVM closes it, or when the JVM dies (it exits when its standard input closes),
 * so a killed build leaves no server behind.
 */
public final class DynaliteServer implements AutoCloseable {
    static final String PORT_LINE = "dynalite-port=";
    private static final String SCRIPT = String.join(
            "\n",
            "const path = process.env.DYNALITE_PATH || undefined;",
            "const server = require('dynalite')({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });",
            "server.listen(0, '127.0.0.1', () => console.log('" + PORT_LINE + "' + server.address().port));",
            "process.stdin.on('end', () => process.exit(0));",
            "process.stdin.resume();");
    private static final long START_TIMEOUT_SECONDS = 60;
    private static final long INSTALL_TIMEOUT_MINUTES = 10;

    private final Process process;
    private final URI endpoint;

    private DynaliteServer(Process process, URI endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    /**
     * Starts dynalite from {@code project}, running {@code npm ci} first if its packages are not installed.
     *
     * @param dataDirectory empty: tables in memory; else dynalite's LevelDB files, kept across restarts
     */
    public static DynaliteServer start(NodeProject project, Optional<Path> dataDirectory) {
        if (!project.installed()) install(project);
        ProcessBuilder command = new ProcessBuilder(project.node().toString(), "-e", SCRIPT)
                .directory(project.directory().toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        dataDirectory.ifPresent(dir -> command.environment().put("DYNALITE_PATH", prepared(dir)));
        try {
            Process process = command.start();
            return new DynaliteServer(process, URI.create("http://127.0.0.1:" + awaitPort(process)));
        } catch (IOException e) {
            throw new UncheckedIOException("could not start dynalite with " + project.node(), e);
        }
    }

    /** Where the DynamoDB API answers, e.g. {@code http://127.0.0.1:41235}. */
    public URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static String prepared(Path dir) {
        try {
            return Files.createDirectories(dir).toAbsolutePath().toString();
        } catch (IOException e) {
            throw new UncheckedIOException("could not create dynalite's data directory " + dir, e);
        }
    }

    private static int awaitPort(Process process) {
        CompletableFuture<Integer> port = CompletableFuture.supplyAsync(() -> readPort(process));
        try {
            return port.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException | ExecutionException e) {
            process.destroyForcibly();
            throw new IllegalStateException("dynalite did not start: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting dynalite", e);
        }
    }

    private static int readPort(Process process) {
        try {
            var lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(PORT_LINE)) return Integer.parseInt(line.substring(PORT_LINE.length()));
            }
            throw new IllegalStateException("dynalite exited before listening (is `npm ci` complete?)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code npm ci}: the exact versions of package-lock.json, as CI installs them. */
    private static void install(NodeProject project) {
        try {
            Path log = Files.createTempFile("durable-dispatch-npm-ci-", ".log");
            Process npm = new ProcessBuilder(project.npm().toString(), "ci", "--no-audit", "--no-fund")
                    .directory(project.directory().toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            npm.getOutputStream().close();
            boolean done = npm.waitFor(INSTALL_TIMEOUT_MINUTES, TimeUnit.MINUTES);
            if (!done) npm.destroyForcibly();
            if (!done || npm.exitValue() != 0 || !project.installed()) {
                throw new IllegalStateException("`npm ci` in " + project.directory() + " failed; see " + log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not run npm ci in " + project.directory(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during npm ci", e);
        }
    }
}
