package io.durabledispatch.durableservice;

import java.time.Duration;
import java.time.Instant;

/** The deadlines of one open callback; null fields are switched off. */
public record CallbackTimer(Instant timeoutAt, Duration heartbeatTimeout, Instant heartbeatAt) {

    static CallbackTimer arm(Instant now, Integer timeoutSeconds, Integer heartbeatSeconds) {
        Instant timeoutAt = positive(timeoutSeconds) ? now.plusSeconds(timeoutSeconds) : null;
        Duration heartbeat = positive(heartbeatSeconds) ? Duration.ofSeconds(heartbeatSeconds) : null;
        return new CallbackTimer(timeoutAt, heartbeat, heartbeat == null ? null : now.plus(heartbeat));
    }

    CallbackTimer heartbeat(Instant now) {
        return heartbeatTimeout == null
                ? this
                : new CallbackTimer(timeoutAt, heartbeatTimeout, now.plus(heartbeatTimeout));
    }

    /** The error type of the deadline that has passed at {@code now}, or null. */
    String expired(Instant now) {
        if (timeoutAt != null && !now.isBefore(timeoutAt)) {
            return "Callback.Timeout";
        }
        return heartbeatAt != null && !now.isBefore(heartbeatAt) ? "Callback.Heartbeat" : null;
    }

    Instant earliest() {
        if (timeoutAt == null) {
            return heartbeatAt;
        }
        return heartbeatAt == null || timeoutAt.isBefore(heartbeatAt) ? timeoutAt : heartbeatAt;
    }

    private static boolean positive(Integer seconds) {
        return seconds != null && seconds > 0;
    }
}
