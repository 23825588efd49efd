package io.durabledispatch.streams.core;

import java.math.BigInteger;
import java.util.Comparator;

/**
 * Kinesis and DynamoDB sequence numbers are decimal strings of varying length that grow within a shard, so they
 * compare as numbers: as text, "9" would sort after "10".
 */
final class SequenceNumbers {
    static final Comparator<String> ORDER = Comparator.comparing(SequenceNumbers::value);

    private SequenceNumbers() {}

    private static BigInteger value(String sequenceNumber) {
        try {
            return new BigInteger(sequenceNumber.strip());
        } catch (NumberFormatException e) {
            return BigInteger.valueOf(Long.MAX_VALUE); // never sent by Lambda; keeps the compare total
        }
    }
}
