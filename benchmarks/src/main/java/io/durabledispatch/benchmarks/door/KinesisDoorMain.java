package io.durabledispatch.benchmarks.door;

import io.durabledispatch.benchmarks.Args;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.streams.KinesisDispatchHandler;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The stream door against the SQS door in one run, on one route document (the body-only route both doors take)
 * and one engine (the Lambda emulator, see {@link DoorEngine}): per round, new ~1 KB orders through the real
 * {@link KinesisDispatchHandler} in one shard's batches (records/s, its CPU per record) and as many through the
 * dispatcher in SQS batches; the doors' order alternates round by round. Prints every round and the medians.
 * Options: --rounds=9 --warmup=12 --records=2000 --kinesis-batch=100 (the construct's mapping) --sqs-batch=10
 * --concurrency=10 (both doors' MAX_CONCURRENCY) --body-bytes=1024 --workflow=holds|completes
 * --stream-records=0 (then as many records end to end through kinesalite and the local mapping, {@link StreamPass}).
 */
public final class KinesisDoorMain {
    private static final DoorBench BENCH = new DoorBench(7_000_000);

    private KinesisDoorMain() {}

    public static void main(String[] arguments) {
        Args args = new Args(arguments);
        int rounds = args.integer("rounds", 9);
        int warmup = args.integer("warmup", 12);
        int records = args.integer("records", 2000);
        int kinesisBatch = args.integer("kinesis-batch", 100);
        int sqsBatch = args.integer("sqs-batch", 10);
        int concurrency = args.integer("concurrency", 10);
        int bodyBytes = args.integer("body-bytes", 1024);
        boolean holds = args.text("workflow", "holds").equals("holds");
        PrintStream report = System.out;
        // Both handlers log a line per record to stdout, as in Lambda; thousands would drown the table.
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try (DoorEngine engine = new DoorEngine(holds)) {
            Map<String, String> env = DoorBench.environment(engine, concurrency);
            KinesisLoad kinesis = new KinesisLoad(KinesisDispatchHandler.fromEnvironment(env), kinesisBatch);
            SqsLoad sqs = new SqsLoad(DispatchHandler.fromEnvironment(env), sqsBatch);
            report.printf(
                    "%d rounds (after %d to warm up) of %d records per door (Kinesis batches of %d, SQS batches of"
                            + " %d, MAX_CONCURRENCY %d), ~%d B bodies, the workflow %s%n%n%s%n",
                    rounds,
                    warmup,
                    records,
                    kinesisBatch,
                    sqsBatch,
                    concurrency,
                    bodyBytes,
                    holds ? "holding its executions open" : "succeeding at once",
                    KinesisRound.HEADER);
            for (int i = 0; i < warmup; i++) measure(-i, kinesis, sqs, records, bodyBytes);
            List<KinesisRound> measured = new ArrayList<>();
            for (int number = 1; number <= rounds; number++) {
                KinesisRound round = measure(number, kinesis, sqs, records, bodyBytes);
                measured.add(round);
                report.println(round.row());
            }
            report.println(KinesisRound.medians(measured));
            int streamRecords = args.integer("stream-records", 0);
            if (streamRecords > 0) {
                StreamPass.Result pass = StreamPass.run(
                        KinesisDispatchHandler.fromEnvironment(env),
                        BENCH.orders(streamRecords, bodyBytes),
                        kinesisBatch);
                report.printf(
                        "%nEnd to end through kinesalite (2 shards) and the local event source mapping: %d records,"
                                + " batches of %d: %.0f records/s, this JVM's CPU %.0f µs/record (kinesalite's not"
                                + " included), %d given up%n",
                        streamRecords, kinesisBatch, pass.recordsPerSecond(), pass.processMicros(), pass.givenUp());
            }
        }
    }

    /** One round: the stream door first in odd rounds, the SQS door first in even ones. */
    private static KinesisRound measure(int number, KinesisLoad kinesis, SqsLoad sqs, int count, int bytes) {
        boolean kinesisFirst = Math.floorMod(number, 2) == 1;
        Measured first = kinesisFirst ? kinesis(kinesis, count, bytes) : sqs(sqs, count, bytes);
        Measured second = kinesisFirst ? sqs(sqs, count, bytes) : kinesis(kinesis, count, bytes);
        Measured onStream = kinesisFirst ? first : second;
        Measured onQueue = kinesisFirst ? second : first;
        if (onStream.failed() + onQueue.failed() > 0) {
            throw new IllegalStateException("round " + number + ": " + onStream.failed()
                    + " Kinesis batches answered a retry point, " + onQueue.failed() + " SQS records failed");
        }
        return new KinesisRound(
                number,
                kinesisFirst ? "Kinesis, SQS" : "SQS, Kinesis",
                count / onStream.seconds(),
                onStream.doorMicros(),
                onStream.processMicros(),
                count / onQueue.seconds(),
                onQueue.doorMicros(),
                onQueue.processMicros());
    }

    private record Measured(double seconds, double doorMicros, double processMicros, int failed) {}

    private static Measured kinesis(KinesisLoad kinesis, int count, int bytes) {
        List<String> bodies = BENCH.orders(count, bytes);
        ProcessCpu process = ProcessCpu.start();
        KinesisLoad.Result result = kinesis.run(bodies);
        return new Measured(result.seconds(), result.cpu().microsPerItem(), process.microsPer(count), result.failed());
    }

    private static Measured sqs(SqsLoad sqs, int count, int bytes) {
        List<String> bodies = BENCH.orders(count, bytes);
        ProcessCpu process = ProcessCpu.start();
        SqsLoad.Result result = sqs.run(bodies);
        return new Measured(result.seconds(), result.cpu().microsPerItem(), process.microsPer(count), result.failed());
    }
}
