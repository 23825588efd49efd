package io.durabledispatch.it.backend;

import java.time.Duration;

/**
 * How a scenario wants the embedded stack shaped; other backends are deployed as they are and ignore it.
 *
 * @param pollers concurrent event source mapping pollers (dispatcher instances) per queue
 * @param fakeCarrier whether a simulated carrier confirms shipments; off: the test plays the carrier
 * @param keepData whether state lives in a data directory that survives {@link EmbeddedControls#restart()}
 */
public record Tuning(int batchSize, int pollers, Duration visibilityTimeout, boolean fakeCarrier, boolean keepData) {
    /**
     * Batches of ten and a visibility timeout of a few seconds: retries come back fast, yet a batch that is
     * slow on a loaded machine is not redelivered while it is still being dispatched.
     */
    public static Tuning fast() {
        return new Tuning(10, 4, Duration.ofSeconds(4), true, false);
    }

    public Tuning withPollers(int count, int batch) {
        return new Tuning(batch, count, visibilityTimeout, fakeCarrier, keepData);
    }

    public Tuning withVisibilityTimeout(Duration timeout) {
        return new Tuning(batchSize, pollers, timeout, fakeCarrier, keepData);
    }

    public Tuning withoutCarrier() {
        return new Tuning(batchSize, pollers, visibilityTimeout, false, keepData);
    }

    public Tuning withDataDirectory() {
        return new Tuning(batchSize, pollers, visibilityTimeout, fakeCarrier, true);
    }
}
