package io.durabledispatch.dynalite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One server of a pinned npm package (dynalite, kinesalite) as a {@code node} process on 127.0.0.1, on a port
 * the system chose. The packages' own CLIs treat {@code --port 0} as "no port", so a few lines of script start
 * the server on port 0 and print {@code PORT_LINE} and the port. The script ends the process when its standard
 * input closes, so a killed JVM leaves no server behind.
 */
public final class NodeServer implements AutoCloseable {
    /** What a server script prints once it listens, followed by its port. */
    public static final String PORT_LINE = "node-server-port=";

    /** The lines a server script ends with: exit when the JVM's end of standard input closes. */
    public static final String EXIT_WITH_JVM =
            "process.stdin.on('end', () => process.exit(0));\nprocess.stdin.resume();";

    private static final long START_TIMEOUT_SECONDS = 60;
    private static final long INSTALL_TIMEOUT_MINUTES = 10;

    private final Process process;
    private final URI endpoint;

    private NodeServer(Process process, URI endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    /**
     * Runs {@code script} with {@code project}'s node in its directory, after {@code npm ci} if {@code pkg} is not
     * installed yet.
     *
     * @param environment added to the process's environment (e.g. a data directory)
     */
    public static NodeServer start(NodeProject project, String pkg, String script, Map<String, String> environment) {
        ensureInstalled(project, pkg);
        ProcessBuilder command = new ProcessBuilder(project.node().toString(), "-e", script)
                .directory(project.directory().toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        command.environment().putAll(environment);
        try {
            Process process = command.start();
            return new NodeServer(process, URI.create("http://127.0.0.1:" + awaitPort(process, pkg)));
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + pkg + " with " + project.node(), e);
        }
    }

    /** Where the server answers, e.g. {@code http://127.0.0.1:41235}. */
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

    /** {@code dir} created if needed, as an absolute path for the server's environment. */
    public static String prepared(Path dir, String pkg) {
        try {
            return Files.createDirectories(dir).toAbsolutePath().toString();
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + pkg + "'s data directory " + dir, e);
        }
    }

    private static int awaitPort(Process process, String pkg) {
        CompletableFuture<Integer> port = CompletableFuture.supplyAsync(() -> readPort(process, pkg));
        try {
            return port.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException | ExecutionException e) {
            process.destroyForcibly();
            throw new IllegalStateException(pkg + " did not start: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting " + pkg, e);
        }
    }

    private static int readPort(Process process, String pkg) {
        try {
            var lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(PORT_LINE)) return Integer.parseInt(line.substring(PORT_LINE.length()));
            }
            throw new IllegalStateException(pkg + " exited before listening (is `npm ci` complete?)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code npm ci} once, when {@code pkg} is missing: one install at a time, since a stack starts dynalite and
     * kinesalite side by side and two installs in one folder would undo each other.
     */
    private static synchronized void ensureInstalled(NodeProject project, String pkg) {
        if (!project.installed(pkg)) install(project, pkg);
    }

    /** {@code npm ci}: the exact versions of package-lock.json, as CI installs them. */
    private static void install(NodeProject project, String pkg) {
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
            if (!done || npm.exitValue() != 0 || !project.installed(pkg)) {
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
