package io.durabledispatch.local.console.stack;

import io.durabledispatch.local.console.ConsoleErrors;
import io.durabledispatch.local.console.ParkedRecord;
import io.durabledispatch.local.console.QueueDepth;
import io.durabledispatch.local.sqs.QueueUrls;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/**
 * The stack's queues through the plain SQS API: depths from queue attributes; ages and parked messages by
 * peeking. Peeking receives a message, so it is done only on queues without a redrive policy (DLQs, parking):
 * on the source queues it would count towards maxReceiveCount and push messages into the DLQ. One call at a
 * time: a peek in progress hides the messages a redrive looks for.
 */
final class SqsQueues {
    private final SqsClient sqs;
    private final QueueUrls urls;
    private final Clock clock;
    private final SqsPeek peek;

    SqsQueues(SqsClient sqs, QueueUrls urls, Clock clock) {
        this.sqs = sqs;
        this.urls = urls;
        this.clock = clock;
        this.peek = new SqsPeek(sqs);
    }

    synchronized List<QueueDepth> depths() {
        return List.of(
                depth("main", urls.main(), false),
                depth("fifo", urls.fifo(), false),
                depth("dlq", urls.mainDeadLetter(), true),
                depth("fifo-dlq", urls.fifoDeadLetter(), true),
                depth("parking", urls.parking(), true));
    }

    synchronized List<ParkedRecord> parked() {
        return peek.all(urls.parking()).stream().map(SqsQueues::parked).toList();
    }

    /** Sends the body back to the main queue (without the parking attributes), then deletes it from parking. */
    synchronized void redrive(String messageId) {
        Message message = peek.take(urls.parking(), messageId)
                .orElseThrow(() -> ConsoleErrors.notFound("message " + messageId + " is no longer parked"));
        sqs.sendMessage(b -> b.queueUrl(urls.main()).messageBody(message.body()));
        sqs.deleteMessage(b -> b.queueUrl(urls.parking()).receiptHandle(message.receiptHandle()));
    }

    private QueueDepth depth(String role, String url, boolean peekable) {
        Map<QueueAttributeName, String> attributes = sqs.getQueueAttributes(b -> b.queueUrl(url)
                        .attributeNames(
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_DELAYED))
                .attributes();
        long visible = count(attributes, QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES);
        Optional<Duration> age = peekable && visible > 0 ? oldestAge(url) : Optional.empty();
        return new QueueDepth(
                role,
                url.substring(url.lastIndexOf('/') + 1),
                visible,
                count(attributes, QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE),
                count(attributes, QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_DELAYED),
                age);
    }

    private Optional<Duration> oldestAge(String url) {
        Instant now = clock.instant();
        return peek.all(url).stream()
                .map(SqsPeek::sentAt)
                .min(Instant::compareTo)
                .map(sent -> Duration.between(sent, now));
    }

    private static long count(Map<QueueAttributeName, String> attributes, QueueAttributeName name) {
        String value = attributes.get(name);
        return value == null ? 0 : Long.parseLong(value);
    }

    private static ParkedRecord parked(Message message) {
        Map<String, String> attributes = new HashMap<>();
        message.messageAttributes().forEach((name, value) -> {
            if (value.stringValue() != null) attributes.put(name, value.stringValue());
        });
        return new ParkedRecord(message.messageId(), SqsPeek.sentAt(message), attributes);
    }
}
