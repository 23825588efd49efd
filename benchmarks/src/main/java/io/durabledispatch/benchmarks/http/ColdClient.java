package io.durabledispatch.benchmarks.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * One cold start of one HTTP client in a fresh JVM: {@code main} builds the Lambda client on it and makes the
 * first 10 starts (the dispatcher's first batch); prints {@code COLD <jvmStart> <main> <built> <answered> <classes>}
 * in epoch milliseconds. {@link #spawn} runs it and returns the phases relative to the spawn.
 */
public final class ColdClient {
    static final List<String> FLAGS = List.of(
            "-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+UseSerialGC", "-Xmx256m");
    private static final String MARKER = "COLD ";

    private ColdClient() {}

    public static void main(String[] args) {
        long main = System.currentTimeMillis();
        HttpClientKind kind = HttpClientKind.valueOf(args[0]);
        try (StartCaller caller = kind.caller(URI.create(args[1]), 10)) {
            long built = System.currentTimeMillis();
            List<CompletableFuture<Void>> first = new ArrayList<>();
            for (int i = 0; i < 10; i++) first.add(caller.start("cold-" + main + "-" + i, "{\"n\":" + i + "}"));
            CompletableFuture.allOf(first.toArray(CompletableFuture[]::new)).join();
            long answered = System.currentTimeMillis();
            System.out.println(MARKER + ManagementFactory.getRuntimeMXBean().getStartTime() + " " + main + " " + built
                    + " " + answered + " "
                    + ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount());
            System.out.flush();
        }
        System.exit(0); // async clients keep non-daemon event-loop threads
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** {spawn → main, main → built, built → answered, spawn → answered, classes loaded} in ms. */
    static double[] spawn(HttpClientKind kind, URI endpoint) {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(FLAGS);
        command.addAll(List.of(
                "-cp",
                System.getProperty("java.class.path"),
                ColdClient.class.getName(),
                kind.name(),
                endpoint.toString()));
        try {
            long spawned = System.currentTimeMillis();
            Process process = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String marker;
            try (var lines =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                marker = lines.lines()
                        .filter(l -> l.startsWith(MARKER))
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException(
                                kind.name().toLowerCase(Locale.ROOT) + ": no " + MARKER + "line"));
            }
            process.waitFor();
            String[] t = marker.substring(MARKER.length()).split(" ");
            long main = Long.parseLong(t[1]);
            long built = Long.parseLong(t[2]);
            long answered = Long.parseLong(t[3]);
            return new double[] {
                main - spawned, built - main, answered - built, answered - spawned, Double.parseDouble(t[4])
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
