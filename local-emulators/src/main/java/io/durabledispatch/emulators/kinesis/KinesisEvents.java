package io.durabledispatch.emulators.kinesis;

import com.amazonaws.services.lambda.runtime.events.KinesisEvent;
import java.nio.ByteBuffer;
import java.util.Date;
import java.util.List;

/** Records of one shard as the event source mapping hands them to a function: a real {@link KinesisEvent}. */
final class KinesisEvents {
    private KinesisEvents() {}

    static KinesisEvent of(List<StreamRecord> records, String streamArn, String region, String functionArn) {
        KinesisEvent event = new KinesisEvent();
        event.setRecords(records.stream()
                .map(r -> record(r, streamArn, region, functionArn))
                .toList());
        return event;
    }

    private static KinesisEvent.KinesisEventRecord record(
            StreamRecord source, String streamArn, String region, String functionArn) {
        KinesisEvent.Record kinesis = new KinesisEvent.Record();
        kinesis.setKinesisSchemaVersion("1.0");
        kinesis.setPartitionKey(source.partitionKey());
        kinesis.setSequenceNumber(source.sequenceNumber());
        kinesis.setData(ByteBuffer.wrap(source.data()));
        kinesis.setApproximateArrivalTimestamp(Date.from(source.arrival()));
        KinesisEvent.KinesisEventRecord record = new KinesisEvent.KinesisEventRecord();
        record.setKinesis(kinesis);
        record.setEventSource("aws:kinesis");
        record.setEventVersion("1.0");
        record.setEventID(source.shardId() + ":" + source.sequenceNumber());
        record.setEventName("aws:kinesis:record");
        record.setInvokeIdentityArn(functionArn);
        record.setAwsRegion(region);
        record.setEventSourceARN(streamArn);
        return record;
    }
}
