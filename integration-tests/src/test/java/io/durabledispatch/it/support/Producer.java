package io.durabledispatch.it.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.SendMessageBatchRequestEntry;

/** Sends bodies with the real SQS API (batches of ten) and records each accepted message in the ledger. */
public final class Producer {
    private static final int BATCH = 10;
    /** SendMessageBatch caps the whole request at 256 KB: larger bodies go one by one. */
    private static final int BATCHABLE_BYTES = 20 * 1024;

    private final SqsClient sqs;
    private final Ledger ledger;

    public Producer(SqsClient sqs, Ledger ledger) {
        this.sqs = sqs;
        this.ledger = ledger;
    }

    public void send(String queueUrl, List<String> bodies) {
        send(queueUrl, bodies, Optional.empty());
    }

    /** On a FIFO queue every body goes to {@code group}, in list order. */
    public void send(String queueUrl, List<String> bodies, Optional<String> group) {
        List<String> batch = new ArrayList<>();
        for (String body : bodies) {
            if (body.length() > BATCHABLE_BYTES && group.isEmpty()) {
                sendOne(queueUrl, body);
                continue;
            }
            batch.add(body);
            if (batch.size() == BATCH) flush(queueUrl, batch, group);
        }
        if (!batch.isEmpty()) flush(queueUrl, batch, group);
    }

    public void sendOne(String queueUrl, String body) {
        String id = sqs.sendMessage(b -> b.queueUrl(queueUrl).messageBody(body)).messageId();
        ledger.record(id, body);
    }

    private void flush(String queueUrl, List<String> batch, Optional<String> group) {
        List<SendMessageBatchRequestEntry> entries = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            var entry = SendMessageBatchRequestEntry.builder().id("m" + i).messageBody(batch.get(i));
            group.ifPresent(entry::messageGroupId);
            entries.add(entry.build());
        }
        var response = sqs.sendMessageBatch(b -> b.queueUrl(queueUrl).entries(entries));
        if (!response.failed().isEmpty()) throw new IllegalStateException("SQS refused: " + response.failed());
        response.successful()
                .forEach(ok -> ledger.record(
                        ok.messageId(), batch.get(Integer.parseInt(ok.id().substring(1)))));
        batch.clear();
    }
}
