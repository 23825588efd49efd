package io.durabledispatch.console.view;

import io.durabledispatch.console.QueueDepth;
import java.time.Duration;

/** One queue's depth and age, as JSON; {@code oldestAgeSeconds} null when not measurable. */
public record QueueRow(String role, String name, long visible, long inFlight, long delayed, Long oldestAgeSeconds) {
    static QueueRow of(QueueDepth depth) {
        return new QueueRow(
                depth.role(),
                depth.name(),
                depth.visible(),
                depth.inFlight(),
                depth.delayed(),
                depth.oldestAge().map(Duration::toSeconds).orElse(null));
    }
}
