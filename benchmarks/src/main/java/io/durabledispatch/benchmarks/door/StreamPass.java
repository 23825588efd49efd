package io.durabledispatch.benchmarks.door;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.kinesis.FailureDestination;
import io.durabledispatch.emulators.kinesis.KinesisEventSourceMapping;
import io.durabledispatch.emulators.kinesis.KinesisStreamReader;
import io.durabledispatch.emulators.kinesis.StartingPosition;
import io.durabledispatch.emulators.kinesis.StreamMappingSettings;
import io.durabledispatch.emulators.kinesis.StreamMappingSource;
import io.durabledispatch.kinesalite.KinesaliteRequirement;
import io.durabledispatch.kinesalite.KinesaliteServer;
import io.durabledispatch.kinesalite.KinesaliteStreams;
import io.durabledispatch.streams.KinesisDispatchHandler;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.PutRecordsRequestEntry;

/**
 * Records end to end through the stream door locally: put with the SDK on a kinesalite stream of two shards, read
 * by the project's local event source mapping (one poller per shard, the construct's batch size and error
 * handling) and handed to the door in this JVM. Records/s is from the first put until every record is behind the
 * mapping's checkpoint; kinesalite's own CPU (a Node.js process) is not in this JVM's.
 */
final class StreamPass {
    private static final String STREAM = "orders";
    private static final int PUT_BATCH = 500;
    private static final Duration TIMEOUT = Duration.ofMinutes(10);
    private static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    /** Records/s, this JVM's CPU per record, and what the mapping gave up (0 unless the door failed records). */
    record Result(double recordsPerSecond, double processMicros, long givenUp) {}

    private StreamPass() {}

    static Result run(KinesisDispatchHandler door, List<String> bodies, int batchSize) {
        var lookup = KinesaliteRequirement.lookup();
        if (lookup.project().isEmpty()) throw new IllegalStateException("kinesalite needs " + lookup.missing());
        try (KinesaliteServer server = KinesaliteServer.start(lookup.project().get());
                KinesisClient kinesis = KinesaliteStreams.client(server.endpoint(), "us-east-1")) {
            KinesaliteStreams.create(kinesis, STREAM, 2);
            var settings = new StreamMappingSettings(
                    batchSize, StartingPosition.TRIM_HORIZON, true, 10, Optional.of(Duration.ofHours(23)), true);
            String arn = "arn:aws:kinesis:us-east-1:000000000000:stream/" + STREAM;
            try (var mapping = new KinesisEventSourceMapping(
                            new KinesisStreamReader(kinesis, STREAM, arn),
                            new StreamMappingSource("us-east-1", "stream-door", 60_000),
                            settings,
                            door,
                            FailureDestination.NONE,
                            QUIET,
                            Clock.systemUTC())
                    .start()) {
                ProcessCpu process = ProcessCpu.start();
                long started = System.nanoTime();
                put(kinesis, bodies);
                awaitCheckpoint(mapping, bodies.size());
                double seconds = (System.nanoTime() - started) / 1e9;
                return new Result(
                        bodies.size() / seconds,
                        process.microsPer(bodies.size()),
                        mapping.stats().discarded());
            }
        }
    }

    /** Each order under its own partition key, so the records spread over both shards. */
    private static void put(KinesisClient kinesis, List<String> bodies) {
        for (int from = 0; from < bodies.size(); from += PUT_BATCH) {
            List<PutRecordsRequestEntry> entries = new ArrayList<>();
            for (int i = from; i < Math.min(from + PUT_BATCH, bodies.size()); i++) {
                entries.add(PutRecordsRequestEntry.builder()
                        .partitionKey("order-" + i)
                        .data(SdkBytes.fromUtf8String(bodies.get(i)))
                        .build());
            }
            int failed = kinesis.putRecords(r -> r.streamName(STREAM).records(entries))
                    .failedRecordCount();
            if (failed > 0) throw new IllegalStateException(failed + " records not put");
        }
    }

    private static void awaitCheckpoint(KinesisEventSourceMapping mapping, int count) {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (mapping.stats().acknowledged() < count) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("only " + mapping.stats().acknowledged() + " of " + count
                        + " records behind the checkpoint after " + TIMEOUT);
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
        }
    }
}
