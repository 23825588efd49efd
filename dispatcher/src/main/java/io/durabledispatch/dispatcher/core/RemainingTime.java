package io.durabledispatch.dispatcher.core;

import java.time.Duration;

/** How long the current invocation may still run (Lambda's {@code Context.getRemainingTimeInMillis}). */
@FunctionalInterface
public interface RemainingTime {
    RemainingTime UNLIMITED = () -> Duration.ofDays(1);

    Duration remaining();
}
