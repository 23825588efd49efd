package io.durabledispatch.console.stack;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageSystemAttributeName;

/**
 * Looks at a queue's messages without consuming them: receives them in pages (hidden briefly, so that each
 * page brings new ones), then makes them visible again at once.
 */
final class SqsPeek {
    /** Enough for a local console; a bigger backlog is summarised by the depth. */
    static final int LIMIT = 100;

    private static final int HIDE_SECONDS = 5;
    private final SqsClient sqs;

    SqsPeek(SqsClient sqs) {
        this.sqs = sqs;
    }

    List<Message> all(String url) {
        Map<String, Message> seen = new LinkedHashMap<>();
        List<Message> hidden = new ArrayList<>();
        try {
            List<Message> page;
            while (seen.size() < LIMIT && !(page = receive(url)).isEmpty()) {
                hidden.addAll(page);
                page.forEach(message -> seen.putIfAbsent(message.messageId(), message));
            }
        } finally {
            hidden.forEach(message -> release(url, message));
        }
        return new ArrayList<>(seen.values());
    }

    /** Receives {@code messageId} and keeps it hidden for the caller to delete; the others are released. */
    Optional<Message> take(String url, String messageId) {
        List<Message> others = new ArrayList<>();
        try {
            for (int seen = 0; seen < LIMIT; ) {
                List<Message> page = receive(url);
                if (page.isEmpty()) return Optional.empty();
                for (Message message : page) {
                    if (message.messageId().equals(messageId)) return Optional.of(message);
                    others.add(message);
                }
                seen += page.size();
            }
            return Optional.empty();
        } finally {
            others.forEach(message -> release(url, message));
        }
    }

    static Instant sentAt(Message message) {
        String millis = message.attributes().get(MessageSystemAttributeName.SENT_TIMESTAMP);
        return millis == null ? Instant.EPOCH : Instant.ofEpochMilli(Long.parseLong(millis));
    }

    private List<Message> receive(String url) {
        return sqs.receiveMessage(b -> b.queueUrl(url)
                        .maxNumberOfMessages(10)
                        .visibilityTimeout(HIDE_SECONDS)
                        .waitTimeSeconds(0)
                        .messageSystemAttributeNames(MessageSystemAttributeName.SENT_TIMESTAMP)
                        .messageAttributeNames("All"))
                .messages();
    }

    private void release(String url, Message message) {
        sqs.changeMessageVisibility(
                b -> b.queueUrl(url).receiptHandle(message.receiptHandle()).visibilityTimeout(0));
    }
}
