package io.durabledispatch.benchmarks.http;

import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.benchmarks.Stats;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The dispatcher's start call on each HTTP client, side by side in one run: interleaved rounds (the client order
 * rotates every round), medians over the rounds. Per client and start latency: process CPU time per start (the
 * lean endpoint runs in a JVM of its own, so this is the client side alone), and starts per second at
 * {@code --concurrency}; then cold starts (a fresh JVM with Lambda-like flags: build the client, first 10 starts).
 * Options: --clients=url-connection-default-checksums,url-connection,apache5,crt-sync,crt-async,netty-async
 * --rounds=5 --starts=4000 --concurrency=64 --latency-ms=20 --cold-runs=5.
 */
public final class HttpClientMain {
    private static final String BODY_PREFIX = "{\"tenant_id\":\"acme\",\"order_no\":\"";
    private static long nextName = 0;

    private HttpClientMain() {}

    record Cell(List<Double> cpuMicros, List<Double> perSecond) {
        Cell() {
            this(new ArrayList<>(), new ArrayList<>());
        }
    }

    public static void main(String[] arguments) throws Exception {
        Args args = new Args(arguments);
        List<HttpClientKind> kinds = kinds(args.text("clients", "all"));
        int rounds = args.integer("rounds", 5);
        int starts = args.integer("starts", 4000);
        int concurrency = args.integer("concurrency", 64);
        int latency = args.integer("latency-ms", 20);
        // The dispatcher raises the JDK's keep-alive cache to its start concurrency before its first connection
        // (its HttpKeepAlive); without it url-connection keeps 5 idle connections and opens a fresh one for
        // nearly every start at c64 / 20 ms. The JDK reads the property once, so it is set before anything connects.
        System.setProperty("http.maxConnections", Integer.toString(concurrency));
        System.out.println("load before: " + load());
        try (Endpoint zero = Endpoint.start(0);
                Endpoint slow = Endpoint.start(latency)) {
            Map<HttpClientKind, StartCaller[]> callers = new EnumMap<>(HttpClientKind.class);
            for (HttpClientKind kind : kinds) {
                callers.put(
                        kind,
                        new StartCaller[] {kind.caller(zero.url(), concurrency), kind.caller(slow.url(), concurrency)});
            }
            Map<HttpClientKind, Cell[]> cells = new EnumMap<>(HttpClientKind.class);
            for (HttpClientKind kind : kinds) {
                cells.put(kind, new Cell[] {new Cell(), new Cell()});
                for (StartCaller caller : callers.get(kind)) run(caller, starts); // JIT and connection pools
            }
            for (int round = 0; round < rounds; round++) {
                for (int i = 0; i < kinds.size(); i++) {
                    HttpClientKind kind = kinds.get((i + round) % kinds.size());
                    for (int l = 0; l < 2; l++) {
                        double[] measured = run(callers.get(kind)[l], starts);
                        cells.get(kind)[l].cpuMicros().add(measured[0]);
                        cells.get(kind)[l].perSecond().add(measured[1]);
                    }
                }
                System.out.println("round " + (round + 1) + " done, load " + load());
            }
            callers.values().forEach(pair -> Arrays.stream(pair).forEach(StartCaller::close));
            report(kinds, cells, concurrency, latency, rounds, starts);
            coldStarts(kinds, zero.url(), args.integer("cold-runs", 5));
        }
        System.out.println("failed starts (all cells): " + FAILED.get() + "\nload after: " + load());
    }

    private static List<HttpClientKind> kinds(String list) {
        if (list.equals("all")) return List.of(HttpClientKind.values());
        return Arrays.stream(list.split(","))
                .map(s -> HttpClientKind.valueOf(
                        s.strip().toUpperCase(Locale.ROOT).replace('-', '_')))
                .toList();
    }

    private static final java.util.concurrent.atomic.AtomicLong FAILED = new java.util.concurrent.atomic.AtomicLong();

    /** {@code starts} new names through one caller: {CPU µs per start, starts per second}; failures are counted. */
    private static double[] run(StartCaller caller, int starts) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        List<CompletableFuture<Void>> futures = new ArrayList<>(starts);
        long cpu = os.getProcessCpuTime();
        long wall = System.nanoTime();
        for (int i = 0; i < starts; i++) {
            long name = nextName++;
            futures.add(caller.start("bench-" + name, BODY_PREFIX + name + "\",\"amount\":{\"value\":39.9}}")
                    .exceptionally(error -> {
                        FAILED.incrementAndGet();
                        return null;
                    }));
        }
        CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).join();
        double seconds = (System.nanoTime() - wall) / 1e9;
        double cpuMicros = (os.getProcessCpuTime() - cpu) / 1e3 / starts;
        return new double[] {cpuMicros, starts / seconds};
    }

    private static void report(
            List<HttpClientKind> kinds,
            Map<HttpClientKind, Cell[]> cells,
            int concurrency,
            int latency,
            int rounds,
            int starts) {
        double ideal = concurrency * 1000.0 / latency;
        HttpClientKind base = kinds.get(0);
        double baseCpu = Stats.median(cells.get(base)[0].cpuMicros());
        System.out.printf(
                "%n%d rounds × %d starts per cell, concurrency %d; ideal at %d ms = %.0f starts/s; ratios against %s%n%n",
                rounds, starts, concurrency, latency, ideal, base.label());
        System.out.println("| client | CPU µs/start, 0 ms | vs " + base.label() + " | CPU µs/start, " + latency
                + " ms | starts/s, 0 ms (ceiling) | starts/s, " + latency + " ms | of ideal | of ceiling |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (HttpClientKind kind : kinds) {
            Cell[] c = cells.get(kind);
            double cpu0 = Stats.median(c[0].cpuMicros());
            double ceiling = Stats.median(c[0].perSecond());
            double slow = Stats.median(c[1].perSecond());
            System.out.printf(
                    "| %s | %.0f | %.2f× | %.0f | %.0f | %.0f | %.0f%% | %.0f%% |%n",
                    kind.label(),
                    cpu0,
                    cpu0 / baseCpu,
                    Stats.median(c[1].cpuMicros()),
                    ceiling,
                    slow,
                    100 * slow / ideal,
                    100 * slow / ceiling);
        }
    }

    /** A fresh JVM per run and client, clients interleaved: build the client, then its first 10 starts. */
    private static void coldStarts(List<HttpClientKind> kinds, URI endpoint, int runs) {
        Map<HttpClientKind, List<double[]>> results = new LinkedHashMap<>();
        kinds.forEach(kind -> results.put(kind, new ArrayList<>()));
        for (int run = 0; run <= runs; run++) {
            for (HttpClientKind kind : kinds) {
                double[] phases = ColdClient.spawn(kind, endpoint);
                if (run > 0) results.get(kind).add(phases); // the first run only warms the page cache
            }
        }
        System.out.printf(
                "%nCold start, medians of %d fresh JVMs each (%s), load %s%n%n", runs, ColdClient.FLAGS, load());
        System.out.println("| client | JVM spawn → main | main → client built | built → first 10 starts answered |"
                + " spawn → first batch answered | classes loaded |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (var entry : results.entrySet()) {
            List<double[]> r = entry.getValue();
            System.out.printf(
                    "| %s | %.0f ms | %.0f ms | %.0f ms | %.0f ms | %.0f |%n",
                    entry.getKey().label(), median(r, 0), median(r, 1), median(r, 2), median(r, 3), median(r, 4));
        }
    }

    private static double median(List<double[]> runs, int index) {
        return Stats.median(runs.stream().map(r -> r[index]).toList());
    }

    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The lean Invoke endpoint in its own JVM. */
    private record Endpoint(Process process, URI url) implements AutoCloseable {
        static Endpoint start(int latencyMillis) throws IOException {
            Process process = new ProcessBuilder(
                            ColdClient.java(),
                            "-cp",
                            System.getProperty("java.class.path"),
                            EndpointProcess.class.getName(),
                            Integer.toString(latencyMillis))
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            var lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = lines.readLine();
            if (line == null || !line.startsWith(EndpointProcess.MARKER)) {
                throw new IllegalStateException("endpoint did not start: " + line);
            }
            return new Endpoint(process, URI.create(line.substring(EndpointProcess.MARKER.length())));
        }

        @Override
        public void close() {
            try {
                process.getOutputStream().close();
                process.waitFor();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
