package io.durabledispatch.it.support;

import io.durabledispatch.dispatcher.core.ParkingAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/** Counts and empties queues with the plain SQS API. */
final class QueueDrain {
    private final SqsClient sqs;

    QueueDrain(SqsClient sqs) {
        this.sqs = sqs;
    }

    /** Visible, in flight and delayed together: zero means nothing is left to deliver. */
    int depth(String queueUrl) {
        return sqs
                .getQueueAttributes(b -> b.queueUrl(queueUrl)
                        .attributeNames(
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_DELAYED))
                .attributesAsStrings()
                .values()
                .stream()
                .mapToInt(Integer::parseInt)
                .sum();
    }

    /** Receives and deletes until the queue answers empty. */
    List<Message> drain(String queueUrl) {
        List<Message> taken = new ArrayList<>();
        while (true) {
            List<Message> page = sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                            .maxNumberOfMessages(10)
                            .waitTimeSeconds(0)
                            .visibilityTimeout(30)
                            .messageAttributeNames("All"))
                    .messages();
            if (page.isEmpty()) return taken;
            for (Message message : page) {
                sqs.deleteMessage(b -> b.queueUrl(queueUrl).receiptHandle(message.receiptHandle()));
                taken.add(message);
            }
        }
    }

    static Parked parked(Message message) {
        Map<String, MessageAttributeValue> attributes = message.messageAttributes();
        return new Parked(
                text(attributes, ParkingAttributes.SOURCE_MESSAGE_ID),
                message.body(),
                text(attributes, ParkingAttributes.OUTCOME),
                text(attributes, ParkingAttributes.REASON),
                text(attributes, ParkingAttributes.DETAIL));
    }

    private static String text(Map<String, MessageAttributeValue> attributes, String name) {
        MessageAttributeValue value = attributes.get(name);
        return value == null ? "" : value.stringValue();
    }
}
