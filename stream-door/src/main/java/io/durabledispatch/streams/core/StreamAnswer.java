package io.durabledispatch.streams.core;

import java.util.List;

/**
 * The door's answer to one batch.
 *
 * @param retryFrom per shard with a failure, the sequence number of its first record that must be tried again
 *     (Lambda batches hold one shard, so at most one); empty when every record is acknowledged
 * @param results every record's disposition, in batch order
 */
public record StreamAnswer(List<String> retryFrom, List<RecordResult> results) {
    public StreamAnswer {
        retryFrom = List.copyOf(retryFrom);
        results = List.copyOf(results);
    }
}
