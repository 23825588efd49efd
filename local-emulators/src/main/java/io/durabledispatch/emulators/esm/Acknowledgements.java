package io.durabledispatch.emulators.esm;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.sqs.model.Message;

/** Which records of a batch the mapping deletes, given the function's partial batch response. */
final class Acknowledgements {
    private Acknowledgements() {}

    /**
     * Every record not reported as failed. As in AWS, a failure whose identifier is blank or not in the batch
     * makes the whole batch count as failed: deleting then could lose a record.
     */
    static List<Message> toDelete(List<Message> batch, SQSBatchResponse response) {
        if (response == null || response.getBatchItemFailures() == null) return batch;
        Set<String> ids = batch.stream().map(Message::messageId).collect(Collectors.toSet());
        Set<String> failed = response.getBatchItemFailures().stream()
                .map(SQSBatchResponse.BatchItemFailure::getItemIdentifier)
                .collect(Collectors.toSet());
        boolean malformed = failed.stream().anyMatch(id -> id == null || !ids.contains(id));
        if (malformed) return List.of();
        return batch.stream().filter(m -> !failed.contains(m.messageId())).toList();
    }
}
