package io.durabledispatch.construct.guards;

import io.durabledispatch.settings.StartConcurrency;
import java.time.Duration;

/**
 * The most starts per second the event source mapping can produce: every dispatcher invocation the mapping
 * allows, each with all its starts in flight, each start as fast as the nominal latency. The same arithmetic as
 * the derived default of {@code startConcurrency}, so that a default never trips the guard.
 */
public record StartCapacity(int maxConcurrency, int startConcurrency, Duration nominalStartLatency) {
    public double startsPerSecond() {
        return StartConcurrency.startsPerSecond(maxConcurrency, startConcurrency, nominalStartLatency);
    }

    String explain() {
        return Math.round(startsPerSecond()) + " starts/s (eventSourceProps.maxConcurrency " + maxConcurrency
                + " × startConcurrency " + startConcurrency + " / nominalStartLatency "
                + nominalStartLatency.toMillis() + " ms)";
    }
}
