package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.EventDoors;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.PutRecordsRequestEntry;
import software.amazon.awssdk.services.kinesis.model.PutRecordsResponse;

/**
 * Puts the workload's records on the stream as a producer would: PutRecords with up to {@value #RECORDS} records a
 * call, the records the stream did not take (throughput exceeded) put again until it takes them or the demo gives
 * up.
 */
final class StreamSender {
    static final int RECORDS = 50;
    private static final int ATTEMPTS = 5;

    private final KinesisClient kinesis;
    private final String stream;
    private final AtomicLong accepted = new AtomicLong();

    StreamSender(KinesisClient kinesis, String stream) {
        this.kinesis = kinesis;
        this.stream = stream;
    }

    void putAll(List<EventDoors.StreamRecord> wave) {
        for (int from = 0; from < wave.size(); from += RECORDS) {
            put(wave.subList(from, Math.min(wave.size(), from + RECORDS)));
        }
    }

    /** Records the stream accepted so far. */
    long accepted() {
        return accepted.get();
    }

    private void put(List<EventDoors.StreamRecord> slice) {
        List<PutRecordsRequestEntry> pending =
                slice.stream().map(StreamSender::entry).toList();
        for (int attempt = 1; !pending.isEmpty(); attempt++) {
            PutRecordsResponse answer = call(pending);
            List<PutRecordsRequestEntry> failed = new ArrayList<>();
            for (int i = 0; i < pending.size(); i++) {
                if (answer.records().get(i).errorCode() == null) {
                    accepted.incrementAndGet();
                } else {
                    failed.add(pending.get(i));
                }
            }
            if (!failed.isEmpty() && attempt == ATTEMPTS) {
                throw new DemoIncomplete("demo did not finish: the stream " + stream + " refused " + failed.size()
                        + " records " + ATTEMPTS + " times");
            }
            pending = failed;
        }
    }

    private PutRecordsResponse call(List<PutRecordsRequestEntry> records) {
        try {
            return kinesis.putRecords(request -> request.streamName(stream).records(records));
        } catch (SdkException e) {
            throw new DemoIncomplete("the Kinesis stream " + stream + " did not answer: " + e.getMessage());
        }
    }

    private static PutRecordsRequestEntry entry(EventDoors.StreamRecord record) {
        return PutRecordsRequestEntry.builder()
                .partitionKey(record.partitionKey())
                .data(SdkBytes.fromUtf8String(record.data()))
                .build();
    }
}
