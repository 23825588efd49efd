package io.durabledispatch.emulators.kinesis;

import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.GetRecordsResponse;
import software.amazon.awssdk.services.kinesis.model.Record;
import software.amazon.awssdk.services.kinesis.model.Shard;
import software.amazon.awssdk.services.kinesis.model.ShardIteratorType;

/** A stream read through the Kinesis API (kinesalite locally): ListShards, GetShardIterator, GetRecords. */
public final class KinesisStreamReader implements StreamReader {
    private final KinesisClient kinesis;
    private final String streamName;
    private final String streamArn;

    public KinesisStreamReader(KinesisClient kinesis, String streamName, String streamArn) {
        this.kinesis = kinesis;
        this.streamName = streamName;
        this.streamArn = streamArn;
    }

    @Override
    public String streamArn() {
        return streamArn;
    }

    @Override
    public List<String> shardIds() {
        return kinesis.listShards(b -> b.streamName(streamName)).shards().stream()
                .map(Shard::shardId)
                .toList();
    }

    @Override
    public String iterator(String shardId, StartingPosition position) {
        ShardIteratorType type = switch (position) {
            case TRIM_HORIZON -> ShardIteratorType.TRIM_HORIZON;
            case LATEST -> ShardIteratorType.LATEST;
        };
        return kinesis.getShardIterator(
                        b -> b.streamName(streamName).shardId(shardId).shardIteratorType(type))
                .shardIterator();
    }

    @Override
    public Page read(String shardId, String iterator, int limit) {
        GetRecordsResponse response =
                kinesis.getRecords(b -> b.shardIterator(iterator).limit(limit));
        List<StreamRecord> records =
                response.records().stream().map(r -> record(shardId, r)).toList();
        return new Page(records, Optional.ofNullable(response.nextShardIterator()));
    }

    private static StreamRecord record(String shardId, Record record) {
        return new StreamRecord(
                shardId,
                record.sequenceNumber(),
                record.partitionKey(),
                record.data().asByteArray(),
                record.approximateArrivalTimestamp());
    }
}
