package io.durabledispatch.console;

import java.time.Instant;
import java.util.Map;

/**
 * A message on the parking queue.
 *
 * @param parkedAt when the dispatcher sent it to the parking queue
 * @param attributes the dispatcher's parking attributes (outcome, reason, detail, route, executionName,
 *     fingerprints): the reason it was parked, without the payload
 */
public record ParkedRecord(String messageId, Instant parkedAt, Map<String, String> attributes) {
    public ParkedRecord {
        attributes = Map.copyOf(attributes);
    }
}
