package io.durabledispatch.emulators.esm;

import java.util.List;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.DeleteMessageBatchRequestEntry;
import software.amazon.awssdk.services.sqs.model.Message;

/** Deletes processed records in SQS-sized chunks. */
final class Deletions {
    private static final int SQS_MAX_PER_BATCH = 10;

    private Deletions() {}

    /** A record whose delete fails simply reappears later, as after a failed delete in AWS. */
    static void delete(SqsClient sqs, String queueUrl, List<Message> messages) {
        for (int start = 0; start < messages.size(); start += SQS_MAX_PER_BATCH) {
            List<Message> chunk = messages.subList(start, Math.min(messages.size(), start + SQS_MAX_PER_BATCH));
            List<DeleteMessageBatchRequestEntry> entries = IntStream.range(0, chunk.size())
                    .mapToObj(i -> DeleteMessageBatchRequestEntry.builder()
                            .id(Integer.toString(i))
                            .receiptHandle(chunk.get(i).receiptHandle())
                            .build())
                    .toList();
            sqs.deleteMessageBatch(b -> b.queueUrl(queueUrl).entries(entries));
        }
    }
}
