package io.durabledispatch.emulators.esm;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.amazonaws.services.lambda.runtime.events.SQSEvent.SQSMessage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Predicate;

/** A function under the mapping whose answer the test scripts; it records every record it was given. */
final class ScriptedFunction implements RequestHandler<SQSEvent, SQSBatchResponse> {
    final List<SQSMessage> received = new CopyOnWriteArrayList<>();
    final List<Integer> batchSizes = new CopyOnWriteArrayList<>();
    private final Function<List<SQSMessage>, SQSBatchResponse> answer;

    private ScriptedFunction(Function<List<SQSMessage>, SQSBatchResponse> answer) {
        this.answer = answer;
    }

    /** Reports the records matching {@code failing} in batchItemFailures. */
    static ScriptedFunction failing(Predicate<SQSMessage> failing) {
        return new ScriptedFunction(records -> new SQSBatchResponse(records.stream()
                .filter(failing)
                .map(r -> new SQSBatchResponse.BatchItemFailure(r.getMessageId()))
                .toList()));
    }

    /** Throws for every batch that contains a record matching {@code poison}. */
    static ScriptedFunction throwingOn(Predicate<SQSMessage> poison) {
        return new ScriptedFunction(records -> {
            if (records.stream().anyMatch(poison)) throw new IllegalStateException("function crashed");
            return new SQSBatchResponse(List.of());
        });
    }

    @Override
    public SQSBatchResponse handleRequest(SQSEvent event, Context context) {
        received.addAll(event.getRecords());
        batchSizes.add(event.getRecords().size());
        return answer.apply(event.getRecords());
    }

    List<String> bodies() {
        return received.stream().map(SQSMessage::getBody).toList();
    }

    long deliveriesOf(String body) {
        return received.stream().filter(r -> r.getBody().equals(body)).count();
    }
}
