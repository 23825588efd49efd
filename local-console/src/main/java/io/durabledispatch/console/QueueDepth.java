package io.durabledispatch.console;

import java.time.Duration;
import java.util.Optional;

/**
 * How full one queue is.
 *
 * @param role {@code main}, {@code dlq} or {@code parking}
 * @param visible messages waiting to be received
 * @param inFlight messages received and not yet deleted
 * @param oldestAge age of the oldest waiting message, when it can be seen without disturbing the queue
 */
public record QueueDepth(
        String role, String name, long visible, long inFlight, long delayed, Optional<Duration> oldestAge) {}
