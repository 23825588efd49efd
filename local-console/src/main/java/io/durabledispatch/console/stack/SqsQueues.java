package io.durabledispatch.console.stack;

import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.console.ParkedRecord;
import io.durabledispatch.console.QueueDepth;
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
    private final StackQueues queues;
    private final Clock clock;
    private final SqsPeek peek;

    SqsQueues(SqsClient sqs, StackQueues queues, Clock clock) {
        this.sqs = sqs;
        this.queues = queues;
        this.clock = clock;
        this.peek = new SqsPeek(sqs);
    }

    synchronized List<QueueDepth> depths() {
        return queues.watched().stream()
                .map(queue -> depth(queue.role(), queue.url(), queue.peekable()))
                .toList();
    }

    /** None when the stack has no parking queue (an app without the dispatcher). */
    synchronized List<ParkedRecord> parked() {
        return queues.parking()
                .map(parking ->
                        peek.all(parking).stream().map(SqsQueues::parked).toList())
                .orElse(List.of());
    }

    /** Sends the body back to the dispatcher's queue (without the parking attributes), then deletes it from parking. */
    synchronized void redrive(String messageId) {
        String parking = queues.parking().orElseThrow(() -> ConsoleErrors.notFound("this stack has no parking queue"));
        String target = queues.redriveTo()
                .orElseThrow(() -> ConsoleErrors.conflict("this stack has no standard queue feeding its dispatcher"));
        Message message = peek.take(parking, messageId)
                .orElseThrow(() -> ConsoleErrors.notFound("message " + messageId + " is no longer parked"));
        sqs.sendMessage(b -> b.queueUrl(target).messageBody(message.body()));
        sqs.deleteMessage(b -> b.queueUrl(parking).receiptHandle(message.receiptHandle()));
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
