package io.durabledispatch.benchmarks.throughput;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.benchmarks.DispatcherEnvironment;
import io.durabledispatch.benchmarks.SqsEvents;
import io.durabledispatch.benchmarks.endpoint.StartService;
import io.durabledispatch.benchmarks.endpoint.Target;
import io.durabledispatch.dispatcher.DispatchHandler;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Batch throughput of the real handler (real LambdaClient over HTTP on 127.0.0.1) against a start service with
 * injected latency, over a grid of latency × batch size × MAX_CONCURRENCY. Per cell: a fresh service and
 * handler, one warm-up batch, then {@code --reps} timed batches of new keys; prints a Markdown row per cell.
 * Options: --target=emulator|in_memory --latencies=0,5,20 --batches=10,100,1000,10000
 * --concurrency=1,4,16,64,128 --reps=5 --budget-ms=4000 (cells estimated slower are skipped, except c ≥ 64)
 * --server-nodelay=true.
 */
public final class ThroughputMain {
    private static long nextOrderNo = 1_000_000;

    private ThroughputMain() {}

    public static void main(String[] arguments) {
        Args args = new Args(arguments);
        PrintStream report = System.out;
        // The handler logs one JSON line per record to stdout, as in Lambda; a grid of them would drown the report.
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        // The JDK reads its keep-alive pool size once per JVM; one handler per container would set it (see
        // HttpKeepAlive). Here many handlers share a JVM, so it is set once for the largest concurrency.
        System.setProperty("http.maxConnections", "256");
        // The JDK HTTP server under both start services leaves Nagle's algorithm on; with delayed ACKs a
        // response split into header and body writes can stall. Real AWS endpoints do not add that stall.
        System.setProperty("sun.net.httpserver.nodelay", args.text("server-nodelay", "true"));
        Target target = Target.valueOf(args.text("target", "emulator").toUpperCase(Locale.ROOT));
        int reps = args.integer("reps", 5);
        warmUpJvm(target);
        report.println("target: " + target + ", " + reps + " repetitions per cell\n\n" + Measurement.HEADER);
        for (Cell cell : grid(args)) {
            report.println(measure(target, cell, reps).row());
        }
    }

    private static List<Cell> grid(Args args) {
        List<Cell> cells = new ArrayList<>();
        int budget = args.integer("budget-ms", 4000);
        for (int latency : args.integers("latencies", "0,5,20"))
            for (int records : args.integers("batches", "10,100,1000,10000"))
                for (int concurrency : args.integers("concurrency", "1,4,16,64,128")) {
                    Cell cell = new Cell(Duration.ofMillis(latency), records, concurrency);
                    if (cell.estimatedMillis() <= budget || concurrency >= 64) cells.add(cell);
                }
        return cells;
    }

    /** JIT-compiles the dispatcher, the SDK and the HTTP stack before the first measured cell. */
    private static void warmUpJvm(Target target) {
        measure(target, new Cell(Duration.ZERO, 2000, 16), 3);
    }

    private static Measurement measure(Target target, Cell cell, int reps) {
        try (StartService service = StartService.of(target, cell.latency())) {
            DispatchHandler handler = DispatchHandler.fromEnvironment(
                    DispatcherEnvironment.lambdaOnly(service.endpoint(), cell.concurrency()));
            handler.handleRequest(batch(Math.min(cell.records(), 1000)), null);
            List<Double> millis = new ArrayList<>();
            int failed = 0;
            for (int rep = 0; rep < reps; rep++) {
                SQSEvent event = batch(cell.records());
                long started = System.nanoTime();
                SQSBatchResponse response = handler.handleRequest(event, null);
                millis.add((System.nanoTime() - started) / 1e6);
                failed += response.getBatchItemFailures().size();
            }
            return new Measurement(cell, millis, failed);
        }
    }

    private static SQSEvent batch(int records) {
        SQSEvent event = SqsEvents.newOrders(records, nextOrderNo);
        nextOrderNo += records;
        return event;
    }
}
