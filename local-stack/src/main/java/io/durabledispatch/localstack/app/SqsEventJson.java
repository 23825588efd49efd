package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.Map;

/** An {@link SQSEvent} in Lambda's wire format, the payload a function behind an SQS mapping receives. */
final class SqsEventJson {
    private static final ObjectMapper JSON = JsonMappers.plain();

    private SqsEventJson() {}

    static byte[] write(SQSEvent event) throws com.fasterxml.jackson.core.JsonProcessingException {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode records = root.putArray("Records");
        for (SQSEvent.SQSMessage message : event.getRecords()) records.add(record(message));
        return JSON.writeValueAsBytes(root);
    }

    private static ObjectNode record(SQSEvent.SQSMessage message) {
        ObjectNode record = JSON.createObjectNode();
        record.put("messageId", message.getMessageId());
        record.put("receiptHandle", message.getReceiptHandle());
        record.put("body", message.getBody());
        ObjectNode attributes = record.putObject("attributes");
        if (message.getAttributes() != null) message.getAttributes().forEach(attributes::put);
        record.set("messageAttributes", messageAttributes(message.getMessageAttributes()));
        record.put("md5OfBody", message.getMd5OfBody());
        if (message.getMd5OfMessageAttributes() != null) {
            record.put("md5OfMessageAttributes", message.getMd5OfMessageAttributes());
        }
        record.put("eventSource", message.getEventSource());
        record.put("eventSourceARN", message.getEventSourceArn());
        record.put("awsRegion", message.getAwsRegion());
        return record;
    }

    private static ObjectNode messageAttributes(Map<String, SQSEvent.MessageAttribute> attributes) {
        ObjectNode all = JSON.createObjectNode();
        if (attributes == null) return all;
        attributes.forEach((name, value) -> {
            ObjectNode attribute = all.putObject(name);
            if (value.getStringValue() != null) attribute.put("stringValue", value.getStringValue());
            if (value.getBinaryValue() != null) attribute.put("binaryValue", base64(value.getBinaryValue()));
            attribute.putArray("stringListValues");
            attribute.putArray("binaryListValues");
            attribute.put("dataType", value.getDataType());
        });
        return all;
    }

    private static String base64(ByteBuffer buffer) {
        ByteBuffer copy = buffer.duplicate();
        byte[] bytes = new byte[copy.remaining()];
        copy.get(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
