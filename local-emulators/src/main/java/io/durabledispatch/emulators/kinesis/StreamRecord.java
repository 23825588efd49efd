package io.durabledispatch.emulators.kinesis;

import java.math.BigInteger;
import java.time.Instant;

/**
 * One record read from a shard.
 *
 * @param sequenceNumber Kinesis's decimal sequence number, increasing within the shard
 * @param arrival when the stream accepted it: the record's age is measured from here
 */
public record StreamRecord(String shardId, String sequenceNumber, String partitionKey, byte[] data, Instant arrival) {

    /** Sequence numbers are decimal strings longer than a long: compared as numbers, not as text. */
    public int compareSequence(String otherSequenceNumber) {
        return new BigInteger(sequenceNumber).compareTo(new BigInteger(otherSequenceNumber));
    }
}
