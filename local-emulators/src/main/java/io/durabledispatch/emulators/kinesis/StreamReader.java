package io.durabledispatch.emulators.kinesis;

import java.util.List;
import java.util.Optional;

/** The stream as a mapping reads it: its shards, an iterator per shard, and pages of records. */
public interface StreamReader {
    /** The stream's ARN, reported as each record's eventSourceARN. */
    String streamArn();

    List<String> shardIds();

    /** An iterator at {@code position} of {@code shardId}. */
    String iterator(String shardId, StartingPosition position);

    /** Up to {@code limit} records of {@code shardId} from {@code iterator} on, in order, and where to read next. */
    Page read(String shardId, String iterator, int limit);

    /**
     * @param next empty once the shard is closed and read to its end
     */
    record Page(List<StreamRecord> records, Optional<String> next) {}
}
