package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.Base64;

/**
 * A {@link KinesisEvent} in Lambda's wire format, the payload a function behind a Kinesis mapping receives: the
 * data base64, the arrival time in epoch seconds with a fraction.
 */
final class KinesisEventJson {
    private static final ObjectMapper JSON = JsonMappers.plain();

    private KinesisEventJson() {}

    static byte[] write(KinesisEvent event) throws JsonProcessingException {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode records = root.putArray("Records");
        for (KinesisEvent.KinesisEventRecord record : event.getRecords()) records.add(record(record));
        return JSON.writeValueAsBytes(root);
    }

    private static ObjectNode record(KinesisEvent.KinesisEventRecord source) {
        ObjectNode record = JSON.createObjectNode();
        KinesisEvent.Record kinesis = source.getKinesis();
        ObjectNode data = record.putObject("kinesis");
        data.put("kinesisSchemaVersion", kinesis.getKinesisSchemaVersion());
        data.put("partitionKey", kinesis.getPartitionKey());
        data.put("sequenceNumber", kinesis.getSequenceNumber());
        data.put("data", base64(kinesis.getData()));
        data.put(
                "approximateArrivalTimestamp",
                BigDecimal.valueOf(kinesis.getApproximateArrivalTimestamp().getTime(), 3));
        record.put("eventSource", source.getEventSource());
        record.put("eventVersion", source.getEventVersion());
        record.put("eventID", source.getEventID());
        record.put("eventName", source.getEventName());
        record.put("invokeIdentityArn", source.getInvokeIdentityArn());
        record.put("awsRegion", source.getAwsRegion());
        record.put("eventSourceARN", source.getEventSourceARN());
        return record;
    }

    private static String base64(ByteBuffer buffer) {
        ByteBuffer copy = buffer.duplicate();
        byte[] bytes = new byte[copy.remaining()];
        copy.get(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
