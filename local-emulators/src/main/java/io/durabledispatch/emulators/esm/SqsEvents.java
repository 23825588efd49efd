package io.durabledispatch.emulators.esm;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.amazonaws.services.lambda.runtime.events.SQSEvent.SQSMessage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/** Received SQS messages as the event source mapping hands them to a function: a real {@link SQSEvent}. */
final class SqsEvents {
    private SqsEvents() {}

    static SQSEvent of(List<Message> messages, String queueArn, String region) {
        SQSEvent event = new SQSEvent();
        event.setRecords(messages.stream().map(m -> record(m, queueArn, region)).toList());
        return event;
    }

    private static SQSMessage record(Message message, String queueArn, String region) {
        SQSMessage record = new SQSMessage();
        record.setMessageId(message.messageId());
        record.setReceiptHandle(message.receiptHandle());
        record.setBody(message.body());
        record.setMd5OfBody(message.md5OfBody());
        record.setMd5OfMessageAttributes(message.md5OfMessageAttributes());
        record.setAttributes(new LinkedHashMap<>(message.attributesAsStrings()));
        record.setMessageAttributes(attributes(message.messageAttributes()));
        record.setEventSource("aws:sqs");
        record.setEventSourceArn(queueArn);
        record.setAwsRegion(region);
        return record;
    }

    private static Map<String, SQSEvent.MessageAttribute> attributes(Map<String, MessageAttributeValue> values) {
        Map<String, SQSEvent.MessageAttribute> attributes = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            SQSEvent.MessageAttribute attribute = new SQSEvent.MessageAttribute();
            attribute.setDataType(value.dataType());
            attribute.setStringValue(value.stringValue());
            if (value.binaryValue() != null)
                attribute.setBinaryValue(value.binaryValue().asByteBuffer());
            attributes.put(name, attribute);
        });
        return attributes;
    }
}
