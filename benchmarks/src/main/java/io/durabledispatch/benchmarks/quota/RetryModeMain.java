package io.durabledispatch.benchmarks.quota;

import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.benchmarks.DispatcherEnvironment;
import io.durabledispatch.benchmarks.SqsEvents;
import io.durabledispatch.benchmarks.Stats;
import io.durabledispatch.benchmarks.endpoint.CompletingFunction;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.quota.Quota;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How the SDK's retry mode cooperates with an engine quota: dispatcher containers (each its own handler, SDK
 * clients and start threads) offer far more durable starts than the Lambda emulator's {@code Invoke} quota
 * admits, for a fixed time. Per mode: the achieved start rate against the quota, the 429s the emulator sent per
 * accepted start (calls wasted on a full bucket), and the records handed back throttled per accepted start.
 * Modes run in interleaved rounds on fresh emulators (same quota, full bucket), medians over the rounds.
 *
 * <p>{@code --quota=100 --containers=2 --threads=16 --batch=32 --seconds=6 --rounds=3 --latency-ms=20
 * --modes=none,standard,adaptive} ({@code none}: one attempt per call, the dispatcher's backoff only).
 */
public final class RetryModeMain {
    private RetryModeMain() {}

    record Round(double startsPerSecond, double refusedPerStart, double throttledPerStart) {}

    public static void main(String[] argv) throws InterruptedException {
        Args args = new Args(argv);
        int quota = args.integer("quota", 100);
        List<String> modes =
                List.of(args.text("modes", "none,standard,adaptive").split(","));
        Map<String, List<Round>> rounds = new LinkedHashMap<>();
        modes.forEach(mode -> rounds.put(mode, new ArrayList<>()));
        for (int round = 0; round < args.integer("rounds", 3); round++) {
            for (String mode : modes) rounds.get(mode).add(run(mode, quota, args));
        }
        System.out.printf(
                "quota %d starts/s (burst %d), %d containers × %d start threads, batches of %d, %d s per round, "
                        + "%d rounds, start latency %d ms%n%n",
                quota,
                quota,
                args.integer("containers", 2),
                args.integer("threads", 16),
                args.integer("batch", 32),
                args.integer("seconds", 6),
                args.integer("rounds", 3),
                args.integer("latency-ms", 20));
        System.out.println(
                "| retry mode | achieved starts/s | of quota | 429s per start | throttled records per start |");
        System.out.println("|---|---|---|---|---|");
        rounds.forEach((mode, results) -> {
            double rate =
                    Stats.median(results.stream().map(Round::startsPerSecond).toList());
            System.out.printf(
                    "| %s | %.1f | %.0f %% | %.2f | %.2f |%n",
                    mode,
                    rate,
                    100 * rate / quota,
                    Stats.median(results.stream().map(Round::refusedPerStart).toList()),
                    Stats.median(results.stream().map(Round::throttledPerStart).toList()));
        });
    }

    private static Round run(String mode, int quota, Args args) throws InterruptedException {
        LambdaEmulator emulator = new LambdaEmulator(EmulatorSettings.defaults());
        try {
            emulator.registerFunction("order-workflow", "live", new CompletingFunction());
            emulator.faults()
                    .configure("Invoke", FaultRates.latency(Duration.ofMillis(args.integer("latency-ms", 20))));
            emulator.quotas().limit("Invoke", new Quota(quota, quota));
            emulator.start();
            return drive(mode, emulator, args);
        } finally {
            emulator.close();
        }
    }

    private static Round drive(String mode, LambdaEmulator emulator, Args args) throws InterruptedException {
        int containers = args.integer("containers", 2);
        int batch = args.integer("batch", 32);
        long deadline = System.nanoTime()
                + Duration.ofSeconds(args.integer("seconds", 6)).toNanos();
        AtomicLong accepted = new AtomicLong();
        AtomicLong throttled = new AtomicLong();
        AtomicLong orderNo = new AtomicLong();
        List<Thread> drivers = new ArrayList<>();
        long started = System.nanoTime();
        for (int c = 0; c < containers; c++) {
            DispatchHandler handler = DispatchHandler.fromEnvironment(environment(mode, emulator, args));
            Thread driver = new Thread(() -> {
                while (System.nanoTime() < deadline) {
                    var response = handler.handleRequest(SqsEvents.newOrders(batch, orderNo.getAndAdd(batch)), null);
                    int failed = response.getBatchItemFailures().size();
                    accepted.addAndGet(batch - failed);
                    throttled.addAndGet(failed);
                }
            });
            driver.start();
            drivers.add(driver);
        }
        for (Thread driver : drivers) driver.join();
        double seconds = (System.nanoTime() - started) / 1e9;
        long starts = Math.max(1, accepted.get());
        return new Round(
                accepted.get() / seconds,
                (double) emulator.quotas().refused("Invoke") / starts,
                (double) throttled.get() / starts);
    }

    private static Map<String, String> environment(String mode, LambdaEmulator emulator, Args args) {
        Map<String, String> env = DispatcherEnvironment.lambdaOnly(emulator.endpoint(), args.integer("threads", 16));
        env.put("AWS_RETRY_MODE", mode.equals("none") ? "standard" : mode);
        env.put("AWS_MAX_ATTEMPTS", mode.equals("none") ? "1" : "3");
        return env;
    }
}
