package io.durabledispatch.emulators.esm;

import java.time.Duration;
import java.util.Map;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/** What a mapping must know about its queue before it is created: the queue's type and visibility timeout. */
record QueueFacts(boolean fifo, Duration visibilityTimeout) {
    static QueueFacts read(SqsClient sqs, String queueUrl) {
        Map<QueueAttributeName, String> attributes = sqs.getQueueAttributes(b -> b.queueUrl(queueUrl)
                        .attributeNames(QueueAttributeName.VISIBILITY_TIMEOUT, QueueAttributeName.FIFO_QUEUE))
                .attributes();
        return new QueueFacts(
                Boolean.parseBoolean(attributes.getOrDefault(QueueAttributeName.FIFO_QUEUE, "false")),
                Duration.ofSeconds(Long.parseLong(attributes.get(QueueAttributeName.VISIBILITY_TIMEOUT))));
    }
}
