package io.durabledispatch.emulators.kinesis;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.amazonaws.services.lambda.runtime.events.KinesisEvent.KinesisEventRecord;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Predicate;

/** A function under a Kinesis mapping whose answer the test scripts; it records every batch it was given. */
final class ScriptedStreamFunction implements RequestHandler<KinesisEvent, StreamsEventResponse> {
    final List<List<KinesisEventRecord>> batches = new CopyOnWriteArrayList<>();
    private final Function<List<KinesisEventRecord>, StreamsEventResponse> answer;

    private ScriptedStreamFunction(Function<List<KinesisEventRecord>, StreamsEventResponse> answer) {
        this.answer = answer;
    }

    static ScriptedStreamFunction succeeding() {
        return new ScriptedStreamFunction(records -> new StreamsEventResponse(List.of()));
    }

    /** Reports the records whose data matches {@code failing} in batchItemFailures. */
    static ScriptedStreamFunction reporting(Predicate<String> failing) {
        return new ScriptedStreamFunction(records -> new StreamsEventResponse(records.stream()
                .filter(r -> failing.test(data(r)))
                .map(r ->
                        new StreamsEventResponse.BatchItemFailure(r.getKinesis().getSequenceNumber()))
                .toList()));
    }

    /** Reports {@code itemIdentifier} as failed, whatever the batch holds. */
    static ScriptedStreamFunction reportingIdentifier(String itemIdentifier) {
        return new ScriptedStreamFunction(records ->
                new StreamsEventResponse(List.of(new StreamsEventResponse.BatchItemFailure(itemIdentifier))));
    }

    /** Throws for every batch holding a record whose data matches {@code poison}. */
    static ScriptedStreamFunction throwingOn(Predicate<String> poison) {
        return new ScriptedStreamFunction(records -> {
            if (records.stream().anyMatch(r -> poison.test(data(r)))) {
                throw new IllegalStateException("function crashed");
            }
            return new StreamsEventResponse(List.of());
        });
    }

    @Override
    public StreamsEventResponse handleRequest(KinesisEvent event, Context context) {
        batches.add(List.copyOf(event.getRecords()));
        return answer.apply(event.getRecords());
    }

    /** Every batch as the data of its records, in delivery order. */
    List<List<String>> deliveries() {
        return batches.stream()
                .map(batch -> batch.stream().map(ScriptedStreamFunction::data).toList())
                .toList();
    }

    List<String> received() {
        return deliveries().stream().flatMap(List::stream).toList();
    }

    static String data(KinesisEventRecord record) {
        var buffer = record.getKinesis().getData().duplicate();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
