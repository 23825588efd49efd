package io.durabledispatch.streams;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import io.durabledispatch.streams.convert.KinesisData;
import io.durabledispatch.streams.core.StreamRecord;
import java.util.List;

/** Converts a Lambda Kinesis event into the door's records, in the order Lambda delivered them. */
final class KinesisRecords {
    private KinesisRecords() {}

    static List<StreamRecord> of(KinesisEvent event) {
        if (event == null || event.getRecords() == null) return List.of();
        return event.getRecords().stream().map(KinesisRecords::record).toList();
    }

    private static StreamRecord record(KinesisEvent.KinesisEventRecord record) {
        KinesisEvent.Record kinesis = record.getKinesis();
        return new StreamRecord(
                shard(record),
                kinesis.getSequenceNumber(),
                record.getEventID(),
                KinesisData.payload(kinesis.getData()));
    }

    /** Lambda writes a Kinesis event id as {@code <shard id>:<sequence number>}; the stream stands in otherwise. */
    private static String shard(KinesisEvent.KinesisEventRecord record) {
        String id = record.getEventID() == null ? "" : record.getEventID();
        int colon = id.indexOf(':');
        return colon > 0 ? id.substring(0, colon) : String.valueOf(record.getEventSourceARN());
    }
}
