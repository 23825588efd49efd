package io.durabledispatch.benchmarks.coldstart;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/** Spawns {@link ColdStartLauncher} in a fresh JVM on the deployable jar and reads its phase stamps. */
final class ChildJvm {
    private final Path jar;
    private final Path launcherJar;
    private final Map<String, String> environment;

    private ChildJvm(Path jar, Path launcherJar, Map<String, String> environment) {
        this.jar = jar;
        this.launcherJar = launcherJar;
        this.environment = environment;
    }

    /**
     * Copies the launcher class out of this jar into a jar of its own, so the child's classpath is the deployable
     * jar plus that one class. Class-data archives refuse directories on the classpath and check each jar's
     * path and modification time, so the jar has a fixed path and is written only once.
     */
    static ChildJvm forJar(Path jar, Map<String, String> environment) throws IOException {
        Path launcherJar = Path.of(System.getProperty("java.io.tmpdir"), "durable-dispatch-coldstart-launcher.jar");
        if (!Files.exists(launcherJar)) writeLauncherJar(launcherJar);
        return new ChildJvm(jar, launcherJar, environment);
    }

    private static void writeLauncherJar(Path launcherJar) throws IOException {
        String resource = ColdStartLauncher.class.getName().replace('.', '/') + ".class";
        try (InputStream in = ChildJvm.class.getClassLoader().getResourceAsStream(resource);
                JarOutputStream out = new JarOutputStream(Files.newOutputStream(launcherJar))) {
            out.putNextEntry(new JarEntry(resource));
            out.write(in.readAllBytes());
            out.closeEntry();
        }
    }

    ColdStart run(List<String> jvmFlags) {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmFlags);
        command.addAll(
                List.of("-cp", jar + java.io.File.pathSeparator + launcherJar, ColdStartLauncher.class.getName()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().putAll(environment);
        try {
            long spawned = System.currentTimeMillis();
            Process process = builder.start();
            Optional<String> marker = markerLine(process.getInputStream());
            process.waitFor();
            return ColdStart.parse(
                    marker.orElseThrow(() -> new IllegalStateException("the launcher printed no "
                            + ColdStartLauncher.MARKER + " line; exit " + process.exitValue())),
                    spawned);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static Optional<String> markerLine(InputStream stdout) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(stdout, StandardCharsets.UTF_8))) {
            return lines.lines()
                    .filter(line -> line.startsWith(ColdStartLauncher.MARKER))
                    .reduce((a, b) -> b);
        }
    }
}
