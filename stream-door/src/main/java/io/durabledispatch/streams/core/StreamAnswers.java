package io.durabledispatch.streams.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer to a batch. Lambda retries a shard from the lowest sequence number the answer names and counts
 * nothing after it as done, so per shard the answer is the first record that is not acknowledged; records after
 * it that were started or parked come again and collapse on their names. Lambda's batches hold one shard's
 * records; should one hold several, each shard's own first failure is named.
 */
final class StreamAnswers {
    private StreamAnswers() {}

    static List<String> retryFrom(List<RecordResult> results) {
        Map<String, Optional<String>> byShard = new LinkedHashMap<>();
        for (RecordResult result : results) {
            String shard = result.record().shard();
            byShard.putIfAbsent(shard, Optional.empty());
            if (!result.disposition().acknowledged())
                byShard.merge(shard, Optional.of(seq(result)), StreamAnswers::lower);
        }
        return byShard.values().stream().flatMap(Optional::stream).toList();
    }

    private static String seq(RecordResult result) {
        return result.record().sequenceNumber();
    }

    private static Optional<String> lower(Optional<String> a, Optional<String> b) {
        if (a.isEmpty()) return b;
        return Optional.of(SequenceNumbers.ORDER.compare(a.get(), b.get()) <= 0 ? a.get() : b.get());
    }
}
