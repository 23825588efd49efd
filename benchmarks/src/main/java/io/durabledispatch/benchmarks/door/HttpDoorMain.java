package io.durabledispatch.benchmarks.door;

import io.durabledispatch.api.ApiHandler;
import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.benchmarks.Stats;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.emulators.apigateway.ApiGatewayEmulator;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.emulators.apigateway.RouteKey;
import io.durabledispatch.emulators.http.EmulatorSettings;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The HTTP door against the SQS door in one run, on one route document and one engine (the Lambda emulator, a
 * workflow that stays running, see {@link DoorEngine}): per round, new ~1 KB orders through the local HTTP API (closed-loop clients;
 * request → 202 latency, requests/s, the door's CPU per request) and as many through the dispatcher in SQS batches
 * (records/s, its CPU per record); the doors' order alternates round by round. Prints every round and the medians.
 * Options: --rounds=9 --warmup=4 (unreported rounds first: JIT, connections, the start pool) --requests=2000
 * --concurrency=16 --batch=10 --body-bytes=1024 --workflow=holds|completes.
 */
public final class HttpDoorMain {
    private static final DoorBench BENCH = new DoorBench(5_000_000);

    private HttpDoorMain() {}

    public static void main(String[] arguments) throws Exception {
        Args args = new Args(arguments);
        int rounds = args.integer("rounds", 9);
        int warmup = args.integer("warmup", 4);
        int requests = args.integer("requests", 2000);
        int concurrency = args.integer("concurrency", 16);
        int batch = args.integer("batch", 10);
        int bodyBytes = args.integer("body-bytes", 1024);
        PrintStream report = System.out;
        // Both handlers log a line per request or record to stdout, as in Lambda; thousands would drown the table.
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        System.setProperty("http.maxConnections", "256");
        System.setProperty("sun.net.httpserver.nodelay", "true");
        boolean holds = args.text("workflow", "holds").equals("holds");
        try (DoorEngine engine = new DoorEngine(holds)) {
            DoorFunction door =
                    new DoorFunction(ApiHandler.fromEnvironment(DoorBench.environment(engine, concurrency)));
            SqsLoad sqs = new SqsLoad(DispatchHandler.fromEnvironment(DoorBench.environment(engine, batch)), batch);
            ApiGatewayEmulator api = new ApiGatewayEmulator(definition(), EmulatorSettings.defaults(), door).start();
            try (HttpLoad http = new HttpLoad(api.url().resolve("orders"), concurrency)) {
                report.printf(
                        "%d rounds (after %d to warm up) of %d requests (concurrency %d) and %d records (batches of %d),"
                                + " ~%d B bodies, the workflow %s%n%n%s%n",
                        rounds,
                        warmup,
                        requests,
                        concurrency,
                        requests,
                        batch,
                        bodyBytes,
                        holds ? "holding its executions open" : "succeeding at once",
                        Round.HEADER);
                for (int i = 0; i < warmup; i++) measure(-i, door, http, sqs, requests, bodyBytes);
                List<Round> measured = new ArrayList<>();
                for (int number = 1; number <= rounds; number++) {
                    Round round = measure(number, door, http, sqs, requests, bodyBytes);
                    measured.add(round);
                    report.println(round.row());
                }
                report.println(RoundMedians.of(measured).text());
            } finally {
                api.close();
            }
        }
    }

    /** One round: the HTTP door first in odd rounds, the SQS door first in even ones. */
    private static Round measure(int number, DoorFunction door, HttpLoad http, SqsLoad sqs, int count, int bytes)
            throws Exception {
        boolean httpFirst = Math.floorMod(number, 2) == 1;
        Measured first = httpFirst ? http(door, http, count, bytes) : sqs(sqs, count, bytes);
        Measured second = httpFirst ? sqs(sqs, count, bytes) : http(door, http, count, bytes);
        Measured overHttp = httpFirst ? first : second;
        Measured overSqs = httpFirst ? second : first;
        if (overHttp.refused() + overSqs.refused() > 0) {
            throw new IllegalStateException("round " + number + ": " + overHttp.refused()
                    + " requests not 202 nor 200, " + overSqs.refused() + " records failed");
        }
        return new Round(
                number,
                httpFirst ? "HTTP, SQS" : "SQS, HTTP",
                Stats.percentile(overHttp.latencies(), 50),
                Stats.percentile(overHttp.latencies(), 99),
                100.0 * overHttp.accepted() / count,
                count / overHttp.seconds(),
                overHttp.doorMicros(),
                overHttp.processMicros(),
                count / overSqs.seconds(),
                overSqs.doorMicros(),
                overSqs.processMicros());
    }

    private record Measured(
            List<Double> latencies,
            double seconds,
            double doorMicros,
            double processMicros,
            int accepted,
            int refused) {}

    private static Measured http(DoorFunction door, HttpLoad http, int count, int bytes) throws Exception {
        List<String> bodies = BENCH.orders(count, bytes);
        door.takeReading();
        ProcessCpu process = ProcessCpu.start();
        HttpLoad.Result result = http.run(bodies);
        double processMicros = process.microsPer(count);
        return new Measured(
                result.latencyMillis(),
                result.seconds(),
                door.takeReading().microsPerItem(),
                processMicros,
                result.accepted(),
                result.refused());
    }

    private static Measured sqs(SqsLoad sqs, int count, int bytes) {
        List<String> bodies = BENCH.orders(count, bytes);
        ProcessCpu process = ProcessCpu.start();
        SqsLoad.Result result = sqs.run(bodies);
        return new Measured(
                List.of(),
                result.seconds(),
                result.cpu().microsPerItem(),
                process.microsPer(count),
                0,
                result.failed());
    }

    /** The HTTP API in front of the door: the route the document's HTTP route names, as the template writes it. */
    private static HttpApiDefinition definition() {
        var route = new HttpApiDefinition.Route(
                RouteKey.parse("POST /orders"),
                new Integration("http-door", Optional.empty(), Integration.MAX_TIMEOUT));
        return new HttpApiDefinition("bench", "bench", HttpApiDefinition.DEFAULT_STAGE, List.of(route));
    }
}
