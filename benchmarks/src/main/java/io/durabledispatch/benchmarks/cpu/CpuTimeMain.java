package io.durabledispatch.benchmarks.cpu;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.benchmarks.OrderEvents;
import io.durabledispatch.benchmarks.Stats;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.JsonMappers;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The same four operations as {@link PlannerBenchmark}, timed in thread CPU time and interleaved round by round,
 * so that other processes on a shared machine neither inflate the numbers nor skew one operation against
 * another. Prints the medians over the rounds as the same Markdown table. Options: --rounds=21.
 */
public final class CpuTimeMain {
    private static final ObjectMapper PLAIN = JsonMappers.plain();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long SLICE_NANOS = 20_000_000;
    private static final int WARMUP_ROUNDS = 25;
    private static volatile int sink;

    private CpuTimeMain() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0].replace("--rounds=", "")) : 21;
        Planner planner = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
        System.out.println("| body | planner ns | Jackson parse ns | SHA-256 ns | floor (parse+SHA) ns "
                + "| planner / floor | planner / parse |\n|---:|---:|---:|---:|---:|---:|---:|");
        for (int size : new int[] {200, 1024, 16384}) {
            Map<String, Op> ops = operations(planner, OrderEvents.ofSize(size, " Acme ", 1001));
            Map<String, Double> medians = measure(ops, rounds);
            double plan = medians.get("planner");
            System.out.printf(
                    "| %d B | %.0f | %.0f | %.0f | %.0f | %.2f× | %.2f× |%n",
                    size,
                    plan,
                    medians.get("parse"),
                    medians.get("sha256"),
                    medians.get("floor"),
                    plan / medians.get("floor"),
                    plan / medians.get("parse"));
        }
    }

    private interface Op {
        int run() throws Exception;
    }

    private static Map<String, Op> operations(Planner planner, String body) {
        Map<String, Op> ops = new LinkedHashMap<>();
        ops.put("planner", () -> planner.plan(body).hashCode());
        ops.put("parse", () -> PLAIN.readTree(body).size());
        ops.put("sha256", () -> sha256(body)[0]);
        ops.put("floor", () -> PLAIN.readTree(body).size() + sha256(body)[0]);
        return ops;
    }

    private static byte[] sha256(String body) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8));
    }

    /** Warm-up rounds first (JIT), then each round runs every operation for one CPU-time slice. */
    private static Map<String, Double> measure(Map<String, Op> ops, int rounds) throws Exception {
        Map<String, List<Double>> samples = new LinkedHashMap<>();
        for (int round = 0; round < rounds + WARMUP_ROUNDS; round++) {
            for (Map.Entry<String, Op> op : ops.entrySet()) {
                double nanosPerOp = slice(op.getValue());
                if (round >= WARMUP_ROUNDS)
                    samples.computeIfAbsent(op.getKey(), k -> new ArrayList<>()).add(nanosPerOp);
            }
        }
        Map<String, Double> medians = new LinkedHashMap<>();
        samples.forEach((name, values) -> medians.put(name, Stats.median(values)));
        return medians;
    }

    private static double slice(Op op) throws Exception {
        long start = THREADS.getCurrentThreadCpuTime();
        long count = 0;
        int acc = 0;
        while (THREADS.getCurrentThreadCpuTime() - start < SLICE_NANOS) {
            for (int i = 0; i < 64; i++) acc += op.run();
            count += 64;
        }
        sink = acc;
        return (double) (THREADS.getCurrentThreadCpuTime() - start) / count;
    }
}
