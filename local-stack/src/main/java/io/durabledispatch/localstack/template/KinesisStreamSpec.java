package io.durabledispatch.localstack.template;

/**
 * An {@code AWS::Kinesis::Stream}: its name ({@code Name}, else the logical id) and shard count.
 *
 * @param shardCount {@code ShardCount}; an on-demand stream names none and gets {@link #DEFAULT_SHARDS} locally
 */
public record KinesisStreamSpec(String logicalId, String name, int shardCount) {
    public static final int DEFAULT_SHARDS = 1;
}
