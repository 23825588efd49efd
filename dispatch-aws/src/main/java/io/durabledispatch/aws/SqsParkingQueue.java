package io.durabledispatch.aws;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingException;
import io.durabledispatch.core.parking.ParkingQueue;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;
import software.amazon.awssdk.services.sqs.model.SendMessageRequest;

/** Parks messages on an SQS queue: the original body, the reason as String message attributes. */
public final class SqsParkingQueue implements ParkingQueue {
    private final SqsClient sqs;
    private final String queueUrl;

    public SqsParkingQueue(SqsClient sqs, String queueUrl) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
    }

    @Override
    public void park(ParkedMessage message) {
        SendMessageRequest.Builder request = SendMessageRequest.builder()
                .queueUrl(queueUrl)
                .messageBody(message.body())
                .messageAttributes(attributes(message.attributes()));
        if (queueUrl.endsWith(".fifo")) {
            // A FIFO parking queue needs a group; the source message id makes a redelivered record park once.
            request.messageGroupId("parked").messageDeduplicationId(Sha256.hex(message.sourceMessageId()));
        }
        try {
            sqs.sendMessage(request.build());
        } catch (SdkException e) {
            throw new ParkingException("parking queue refused: " + SdkErrors.describe(e), e);
        }
    }

    private static Map<String, MessageAttributeValue> attributes(Map<String, String> values) {
        Map<String, MessageAttributeValue> attributes = new LinkedHashMap<>();
        values.forEach((name, value) -> attributes.put(
                name,
                MessageAttributeValue.builder()
                        .dataType("String")
                        .stringValue(value)
                        .build()));
        return attributes;
    }
}
