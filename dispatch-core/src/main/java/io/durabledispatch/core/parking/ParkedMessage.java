package io.durabledispatch.core.parking;

import java.util.Map;

/**
 * A record on its way to the parking queue.
 *
 * @param body the original body, unchanged, so a redrive sends exactly what the producer sent
 * @param attributes see {@link ParkingAttributes}; only non-empty values
 */
public record ParkedMessage(String sourceMessageId, String body, Map<String, String> attributes) {
    public ParkedMessage {
        attributes = Map.copyOf(attributes);
    }
}
