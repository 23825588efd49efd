package io.durabledispatch.benchmarks.door;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import io.durabledispatch.streams.KinesisDispatchHandler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/**
 * The stream door's side: the round's records in batches of one shard through the real
 * {@link KinesisDispatchHandler}, one batch after another as the event source mapping's poller of one shard hands
 * them over. The handler starts a batch's records on its own pool ({@code stream-start-*} threads), so its CPU is
 * the calling thread's plus that pool's.
 */
final class KinesisLoad {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String START_POOL = "stream-start-";
    private static final String SHARD = "shardId-000000000000";
    private static final String STREAM_ARN = "arn:aws:kinesis:us-east-1:000000000000:stream/orders";

    private final KinesisDispatchHandler handler;
    private final int batchSize;
    /** Kinesis sequence numbers are decimal text of up to 128 bits, growing within a shard. */
    private BigInteger nextSequence = new BigInteger("49590338271490256608559692538361571095921575989136588898");

    /** The handler's CPU, the round's wall time, and how many batches it answered with a retry point. */
    record Result(CpuReading cpu, double seconds, int failed) {}

    KinesisLoad(KinesisDispatchHandler handler, int batchSize) {
        this.handler = handler;
        this.batchSize = batchSize;
    }

    Result run(List<String> bodies) {
        long poolBefore = poolCpuNanos();
        long callerBefore = THREADS.getCurrentThreadCpuTime();
        long started = System.nanoTime();
        int failed = 0;
        for (int from = 0; from < bodies.size(); from += batchSize) {
            KinesisEvent batch = event(bodies.subList(from, Math.min(from + batchSize, bodies.size())));
            failed += handler.handleRequest(batch, null).getBatchItemFailures().size();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        long cpu = THREADS.getCurrentThreadCpuTime() - callerBefore + poolCpuNanos() - poolBefore;
        return new Result(new CpuReading(cpu, bodies.size()), seconds, failed);
    }

    /** One shard's batch as Lambda delivers it (built inside the measured loop, as the SQS side's are). */
    private KinesisEvent event(List<String> bodies) {
        List<KinesisEvent.KinesisEventRecord> records = new ArrayList<>(bodies.size());
        for (String body : bodies) {
            String sequence = nextSequence.toString();
            nextSequence = nextSequence.add(BigInteger.ONE);
            KinesisEvent.Record kinesis = new KinesisEvent.Record();
            kinesis.setData(ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)));
            kinesis.setSequenceNumber(sequence);
            kinesis.setPartitionKey("orders");
            kinesis.setApproximateArrivalTimestamp(new Date());
            kinesis.setKinesisSchemaVersion("1.0");
            KinesisEvent.KinesisEventRecord record = new KinesisEvent.KinesisEventRecord();
            record.setKinesis(kinesis);
            record.setEventID(SHARD + ":" + sequence);
            record.setEventSource("aws:kinesis");
            record.setEventName("aws:kinesis:record");
            record.setEventSourceARN(STREAM_ARN);
            records.add(record);
        }
        KinesisEvent event = new KinesisEvent();
        event.setRecords(records);
        return event;
    }

    /** The start pool's threads live as long as the handler, so a difference of two sums is the work between. */
    private static long poolCpuNanos() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(START_POOL))
                .mapToLong(thread -> Math.max(0, THREADS.getThreadCpuTime(thread.getId())))
                .sum();
    }
}
