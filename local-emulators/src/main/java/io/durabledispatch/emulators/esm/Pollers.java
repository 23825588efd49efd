package io.durabledispatch.emulators.esm;

import java.util.List;
import java.util.concurrent.TimeUnit;

/** How an event source mapping's poller threads end once told to stop: each gets a few seconds to finish its batch. */
public final class Pollers {
    private static final long GRACE_MILLIS = TimeUnit.SECONDS.toMillis(5);

    private Pollers() {}

    /** Waits for each poller in turn; an interrupt ends the wait and is kept for the caller. */
    public static void awaitStopped(List<Thread> pollers) {
        for (Thread poller : pollers) {
            try {
                poller.join(GRACE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
