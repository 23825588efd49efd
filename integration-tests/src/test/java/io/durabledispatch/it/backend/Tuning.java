package io.durabledispatch.it.backend;

import io.durabledispatch.emulators.quota.Quota;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * How a scenario wants the embedded stack shaped; other backends are deployed as they are and ignore it.
 *
 * @param pollers concurrent event source mapping pollers (dispatcher instances) per queue
 * @param fakeCarrier whether a simulated carrier confirms shipments; off: the test plays the carrier
 * @param keepData whether state lives in a data directory that survives {@link EmbeddedControls#restart()}
 * @param quotas the emulators' per-API rate quotas ({@code Invoke}, {@code StartExecution}, ...); empty: unlimited
 * @param fifo whether the stack is the app as deployed with {@code -c fifo=true}: a FIFO main queue
 */
public record Tuning(
        int batchSize,
        int pollers,
        Duration visibilityTimeout,
        boolean fakeCarrier,
        boolean keepData,
        Map<String, Quota> quotas,
        boolean fifo) {
    public Tuning {
        quotas = Map.copyOf(quotas);
    }

    /**
     * Batches of ten and a visibility timeout (and so dispatcher timeout) of 30 s. Retries still come back fast: the
     * dispatcher postpones them on its backoff schedule, not on the visibility timeout. With 4 s, a batch that was
     * slow on a loaded machine was returned unstarted for lack of time or redelivered while still being dispatched:
     * records were delivered, and parked, twice.
     */
    public static Tuning fast() {
        return new Tuning(10, 4, Duration.ofSeconds(30), true, false, Map.of(), false);
    }

    public Tuning withPollers(int count, int batch) {
        return new Tuning(batch, count, visibilityTimeout, fakeCarrier, keepData, quotas, fifo);
    }

    public Tuning withVisibilityTimeout(Duration timeout) {
        return new Tuning(batchSize, pollers, timeout, fakeCarrier, keepData, quotas, fifo);
    }

    public Tuning withoutCarrier() {
        return new Tuning(batchSize, pollers, visibilityTimeout, false, keepData, quotas, fifo);
    }

    public Tuning withDataDirectory() {
        return new Tuning(batchSize, pollers, visibilityTimeout, fakeCarrier, true, quotas, fifo);
    }

    public Tuning withQuota(String api, Quota quota) {
        Map<String, Quota> more = new HashMap<>(quotas);
        more.put(api, quota);
        return new Tuning(batchSize, pollers, visibilityTimeout, fakeCarrier, keepData, more, fifo);
    }

    public Tuning withFifoQueue() {
        return new Tuning(batchSize, pollers, visibilityTimeout, fakeCarrier, keepData, quotas, true);
    }
}
