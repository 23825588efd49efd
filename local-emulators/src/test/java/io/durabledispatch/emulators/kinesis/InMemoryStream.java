package io.durabledispatch.emulators.kinesis;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A stream in memory: shards of records in arrival order; an iterator is "shard/position". Sequence numbers are as
 * long as Kinesis's, so only numeric comparison orders them.
 */
final class InMemoryStream implements StreamReader {
    static final String ARN = "arn:aws:kinesis:eu-west-1:000000000000:stream/orders";
    private static final BigInteger FIRST_SEQUENCE =
            new BigInteger("49600000000000000000000000000000000000000000000000000000");

    private final Map<String, List<StreamRecord>> shards = new LinkedHashMap<>();
    private final Clock clock;
    private BigInteger next = FIRST_SEQUENCE;

    InMemoryStream(Clock clock, String... shardIds) {
        this.clock = clock;
        for (String shardId : shardIds) shards.put(shardId, new ArrayList<>());
    }

    /** Appends {@code data} to {@code shardId}, arriving now; answers its sequence number. */
    synchronized String put(String shardId, String data) {
        next = next.add(BigInteger.TEN);
        StreamRecord record = new StreamRecord(
                shardId, next.toString(), "key-" + data, data.getBytes(StandardCharsets.UTF_8), clock.instant());
        shards.get(shardId).add(record);
        return record.sequenceNumber();
    }

    @Override
    public String streamArn() {
        return ARN;
    }

    @Override
    public List<String> shardIds() {
        return List.copyOf(shards.keySet());
    }

    @Override
    public synchronized String iterator(String shardId, StartingPosition position) {
        int start = switch (position) {
            case TRIM_HORIZON -> 0;
            case LATEST -> shards.get(shardId).size();
        };
        return shardId + "/" + start;
    }

    @Override
    public synchronized Page read(String shardId, String iterator, int limit) {
        List<StreamRecord> shard = shards.get(shardId);
        int from = Integer.parseInt(iterator.substring(iterator.indexOf('/') + 1));
        int to = Math.min(shard.size(), from + limit);
        return new Page(List.copyOf(shard.subList(from, to)), Optional.of(shardId + "/" + to));
    }
}
