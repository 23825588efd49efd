package io.durabledispatch.api.core;

import java.time.Duration;

/** Waits between two status reads; tests pass one that moves their clock instead of sleeping. */
@FunctionalInterface
public interface Pause {
    Pause SLEEP = delay -> Thread.sleep(delay.toMillis());

    void pause(Duration delay) throws InterruptedException;
}
