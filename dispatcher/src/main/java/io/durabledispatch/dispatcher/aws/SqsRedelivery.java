package io.durabledispatch.dispatcher.aws;

import io.durabledispatch.aws.SdkErrors;
import io.durabledispatch.dispatcher.core.Postponement;
import io.durabledispatch.dispatcher.core.Redelivery;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.ChangeMessageVisibilityBatchRequestEntry;
import software.amazon.awssdk.services.sqs.model.ChangeMessageVisibilityBatchResponse;

/**
 * Postpones retried records with {@code ChangeMessageVisibilityBatch}: one call per source queue and ten
 * records (SQS's batch limit). A failed call is logged and counted, never thrown: the record then reappears
 * after the queue's visibility timeout, which costs a receive, not the message.
 */
public final class SqsRedelivery implements Redelivery {
    private static final int SQS_BATCH_LIMIT = 10;

    private final SqsClient sqs;
    private final SqsQueueUrls urls;
    private final Consumer<String> log;

    public SqsRedelivery(SqsClient sqs, SqsQueueUrls urls, Consumer<String> log) {
        this.sqs = sqs;
        this.urls = urls;
        this.log = log;
    }

    @Override
    public int postpone(List<Postponement> postponements) {
        Map<String, List<Postponement>> byQueue = new LinkedHashMap<>();
        postponements.forEach(p -> byQueue.computeIfAbsent(p.delivery().sourceArn(), arn -> new ArrayList<>())
                .add(p));
        int failed = 0;
        for (Map.Entry<String, List<Postponement>> queue : byQueue.entrySet()) {
            List<Postponement> all = queue.getValue();
            for (int from = 0; from < all.size(); from += SQS_BATCH_LIMIT) {
                List<Postponement> chunk = all.subList(from, Math.min(all.size(), from + SQS_BATCH_LIMIT));
                failed += change(queue.getKey(), chunk);
            }
        }
        return failed;
    }

    private int change(String queueArn, List<Postponement> chunk) {
        List<ChangeMessageVisibilityBatchRequestEntry> entries = new ArrayList<>();
        for (int i = 0; i < chunk.size(); i++) {
            Postponement postponement = chunk.get(i);
            entries.add(ChangeMessageVisibilityBatchRequestEntry.builder()
                    .id("r" + i)
                    .receiptHandle(postponement.delivery().receiptHandle())
                    .visibilityTimeout((int) postponement.delay().toSeconds())
                    .build());
        }
        try {
            ChangeMessageVisibilityBatchResponse response = sqs.changeMessageVisibilityBatch(
                    b -> b.queueUrl(urls.urlOf(queueArn)).entries(entries));
            response.failed().forEach(entry -> warn(queueArn, entry.code() + ": " + entry.message()));
            return response.failed().size();
        } catch (SdkException | IllegalArgumentException e) {
            warn(queueArn, e instanceof SdkException sdk ? SdkErrors.describe(sdk) : e.getMessage());
            return chunk.size();
        }
    }

    private void warn(String queueArn, String error) {
        log.accept("{\"level\":\"WARN\",\"message\":\"retry delay not applied\",\"queue\":\"" + queueArn
                + "\",\"error\":\"" + String.valueOf(error).replace("\"", "'") + "\"}");
    }
}
