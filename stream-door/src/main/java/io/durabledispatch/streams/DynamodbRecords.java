package io.durabledispatch.streams;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import io.durabledispatch.streams.convert.DynamodbImages;
import java.util.List;

/**
 * Converts a Lambda DynamoDB stream event into the door's records. A DynamoDB record names no shard; Lambda
 * invokes with one shard's records at a time, so the stream's ARN stands for it.
 */
final class DynamodbRecords {
    private DynamodbRecords() {}

    static List<io.durabledispatch.streams.core.StreamRecord> of(DynamodbEvent event) {
        if (event == null || event.getRecords() == null) return List.of();
        return event.getRecords().stream().map(DynamodbRecords::record).toList();
    }

    private static io.durabledispatch.streams.core.StreamRecord record(DynamodbEvent.DynamodbStreamRecord record) {
        StreamRecord change = record.getDynamodb();
        return new io.durabledispatch.streams.core.StreamRecord(
                String.valueOf(record.getEventSourceARN()),
                change.getSequenceNumber(),
                record.getEventID(),
                DynamodbImages.payload(record.getEventName(), change.getNewImage(), change.getKeys()));
    }
}
