package io.durabledispatch.ops.inspect;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageSystemAttributeName;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;
import software.amazon.awssdk.services.sqs.model.SendMessageBatchRequestEntry;

/** Browsing, counting and moving messages of one SQS queue with the plain SQS API. */
public final class QueueMessages {
    /** How long a browsed message stays hidden: long enough to page through, short enough to come back. */
    private static final Duration BROWSE_VISIBILITY = Duration.ofSeconds(5);

    /** SQS's cap on entries per SendMessageBatch. */
    private static final int SQS_MAX_PER_BATCH = 10;

    private final SqsClient sqs;

    public QueueMessages(SqsClient sqs) {
        this.sqs = sqs;
    }

    /** Visible, in flight and delayed messages together: zero means the queue is drained. */
    public int depth(String queueUrl) {
        Map<String, String> attributes = sqs.getQueueAttributes(b -> b.queueUrl(queueUrl)
                        .attributeNames(
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_DELAYED))
                .attributesAsStrings();
        return attributes.values().stream().mapToInt(Integer::parseInt).sum();
    }

    /**
     * Up to {@code limit} messages, each once. Browsing receives them (so they are hidden for a few seconds and
     * their receive count grows); it never deletes.
     */
    public List<Message> browse(String queueUrl, int limit) {
        Map<String, Message> seen = new LinkedHashMap<>();
        while (seen.size() < limit) {
            List<Message> page = receive(queueUrl, Math.min(10, limit - seen.size()), BROWSE_VISIBILITY);
            if (page.isEmpty()) break;
            page.forEach(m -> seen.putIfAbsent(m.messageId(), m));
        }
        return new ArrayList<>(seen.values());
    }

    /** Moves up to {@code limit} messages to {@code targetUrl} (body and attributes kept); returns how many. */
    public int move(String sourceUrl, String targetUrl, int limit) {
        int moved = 0;
        while (moved < limit) {
            List<Message> page = receive(sourceUrl, Math.min(10, limit - moved), Duration.ofSeconds(30));
            if (page.isEmpty()) break;
            for (Message message : page) {
                send(targetUrl, message);
                sqs.deleteMessage(b -> b.queueUrl(sourceUrl).receiptHandle(message.receiptHandle()));
                moved++;
            }
        }
        return moved;
    }

    /** Sends a body to a queue; on a FIFO queue {@code groupId} orders it and content deduplicates it. */
    public void send(String queueUrl, String body, String groupId) {
        sqs.sendMessage(b -> {
            b.queueUrl(queueUrl).messageBody(body);
            if (queueUrl.endsWith(".fifo")) b.messageGroupId(groupId);
        });
    }

    /**
     * Sends small bodies ten to a request (SendMessageBatch), as a bulk producer would: a tenth of the requests
     * of {@link #send}. An entry the queue rejects is sent again on its own, so a rejection still throws.
     */
    public void sendAll(String queueUrl, List<String> bodies, String groupId) {
        for (int start = 0; start < bodies.size(); start += SQS_MAX_PER_BATCH) {
            List<String> chunk = bodies.subList(start, Math.min(bodies.size(), start + SQS_MAX_PER_BATCH));
            List<SendMessageBatchRequestEntry> entries = IntStream.range(0, chunk.size())
                    .mapToObj(i -> entry(queueUrl, Integer.toString(i), chunk.get(i), groupId))
                    .toList();
            sqs.sendMessageBatch(b -> b.queueUrl(queueUrl).entries(entries))
                    .failed()
                    .forEach(failed -> send(queueUrl, chunk.get(Integer.parseInt(failed.id())), groupId));
        }
    }

    private static SendMessageBatchRequestEntry entry(String queueUrl, String id, String body, String groupId) {
        var entry = SendMessageBatchRequestEntry.builder().id(id).messageBody(body);
        if (queueUrl.endsWith(".fifo")) entry.messageGroupId(groupId);
        return entry.build();
    }

    // Sent first, deleted after: a crash in between duplicates the message, which the dispatcher collapses.
    private void send(String targetUrl, Message message) {
        String group = message.attributesAsStrings().getOrDefault("MessageGroupId", "redrive");
        sqs.sendMessage(b -> {
            b.queueUrl(targetUrl).messageBody(message.body()).messageAttributes(message.messageAttributes());
            if (targetUrl.endsWith(".fifo")) b.messageGroupId(group);
        });
    }

    private List<Message> receive(String queueUrl, int max, Duration visibility) {
        return sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                        .maxNumberOfMessages(max)
                        .visibilityTimeout((int) visibility.toSeconds())
                        .waitTimeSeconds(0)
                        .messageSystemAttributeNames(MessageSystemAttributeName.ALL)
                        .messageAttributeNames("All"))
                .messages();
    }
}
