package io.durabledispatch.benchmarks.coldstart;

import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.benchmarks.DispatcherEnvironment;
import io.durabledispatch.benchmarks.Stats;
import io.durabledispatch.benchmarks.endpoint.CompletingFunction;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Cold start of the deployable jar: JVM spawn → handler constructed → first batch (10 records) answered by
 * the local Lambda emulator, with Lambda-like JVM flags; medians of {@code --runs}, then a class-load census.
 * Options: --jar=dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar --runs=7 --flags="..."
 * --prime=compare (without and with the SnapStart priming hook, alternated; no census).
 */
public final class ColdStartMain {
    static final String LAMBDA_FLAGS =
            "-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Xshare:auto -XX:+UseSerialGC -Xmx256m";

    private ColdStartMain() {}

    public static void main(String[] arguments) throws Exception {
        Args args = new Args(arguments);
        Path jar = Path.of(args.text("jar", "dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar"));
        List<String> flags = Arrays.asList(args.text("flags", LAMBDA_FLAGS).split(" "));
        try (LambdaEmulator lambda = new LambdaEmulator(EmulatorSettings.defaults())) {
            lambda.registerFunction("order-workflow", "live", new CompletingFunction());
            lambda.start();
            ChildJvm child = ChildJvm.forJar(jar, DispatcherEnvironment.lambdaOnly(lambda.endpoint(), 16));
            child.run(flags); // unmeasured: brings the jar into the page cache, as a warm Lambda host has it
            if (args.text("prime", "false").equals("compare")) {
                comparePriming(child, flags, args.integer("runs", 7));
                return;
            }
            List<ColdStart> runs = new ArrayList<>();
            for (int i = 0; i < args.integer("runs", 7); i++) runs.add(child.run(flags));
            report(jar, flags, runs);
            census(child, flags);
        }
    }

    private static void report(Path jar, List<String> flags, List<ColdStart> runs) throws Exception {
        System.out.printf(
                "jar: %s, %.1f MB (%d bytes)%nflags: %s%nruns: %d, failed records: %d%n%n",
                jar,
                Files.size(jar) / 1e6,
                Files.size(jar),
                String.join(" ", flags),
                runs.size(),
                runs.stream().mapToInt(ColdStart::failedRecords).sum());
        System.out.println("| phase (ms from JVM spawn) | median | min | max |\n|---|---:|---:|---:|");
        row("JVM boot → main()", runs, ColdStart::mainEntered);
        row("→ handler constructed (init)", runs, ColdStart::constructed);
        row("→ first batch answered", runs, ColdStart::handled);
        row("init alone: main() → constructed", runs, r -> r.constructed() - r.mainEntered());
        row("first batch alone: constructed → answered", runs, r -> r.handled() - r.constructed());
    }

    /**
     * Without and with the SnapStart priming hook, alternated run by run: what the hook costs before the
     * snapshot, and how much of the first batch it takes away.
     */
    private static void comparePriming(ChildJvm child, List<String> flags, int runs) {
        List<String> primedFlags = new ArrayList<>(flags);
        primedFlags.add("-D" + ColdStartLauncher.PRIME_PROPERTY + "=true");
        List<ColdStart> plain = new ArrayList<>();
        List<ColdStart> primed = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            plain.add(child.run(flags));
            primed.add(child.run(primedFlags));
        }
        System.out.printf("flags: %s; %d runs each, alternated%n%n", String.join(" ", flags), runs);
        System.out.println(
                "| phase (ms), median | without priming | with priming | min–max with |\n|---|---:|---:|---:|");
        pair("init: main() → constructed", plain, primed, r -> r.constructed() - r.mainEntered());
        pair("priming hook (before the snapshot)", plain, primed, ColdStart::priming);
        pair("first batch after init/priming", plain, primed, ColdStart::firstBatch);
        pair("JVM spawn → first batch answered", plain, primed, ColdStart::handled);
        System.out.printf(
                "failed records: %d without, %d with%n",
                plain.stream().mapToInt(ColdStart::failedRecords).sum(),
                primed.stream().mapToInt(ColdStart::failedRecords).sum());
    }

    private static void pair(
            String phase, List<ColdStart> plain, List<ColdStart> primed, ToLongFunction<ColdStart> value) {
        List<Double> a = plain.stream().map(r -> (double) value.applyAsLong(r)).toList();
        List<Double> b = primed.stream().map(r -> (double) value.applyAsLong(r)).toList();
        System.out.printf(
                "| %s | %.0f | %.0f | %.0f–%.0f |%n",
                phase,
                Stats.median(a),
                Stats.median(b),
                b.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                b.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
    }

    private static void row(String phase, List<ColdStart> runs, ToLongFunction<ColdStart> value) {
        List<Double> values =
                runs.stream().map(r -> (double) value.applyAsLong(r)).toList();
        System.out.printf(
                "| %s | %.0f | %.0f | %.0f |%n",
                phase,
                Stats.median(values),
                values.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                values.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
    }

    private static void census(ChildJvm child, List<String> flags) throws Exception {
        Path log = Files.createTempFile("classload", ".log");
        List<String> logged = new ArrayList<>(flags);
        logged.add("-Xlog:class+load=info:file=" + log);
        child.run(logged);
        System.out.println("\nClasses loaded by one cold start (first batch included), by library:\n");
        System.out.println("| library | classes |\n|---|---:|");
        ClassLoadCensus.count(log).forEach((library, count) -> System.out.printf("| %s | %d |%n", library, count));
        System.out.println("\nSteps of the same run (JVM uptime when each step's first class loaded; "
                + "class-load logging slows the run a little):\n\n| step | uptime ms |\n|---|---:|");
        InitMilestones.read(log).forEach((step, millis) -> System.out.printf("| %s | %d |%n", step, millis));
    }
}
