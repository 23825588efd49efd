package io.durabledispatch.construct.guards;

import java.time.Duration;

/**
 * The most starts per second the event source mapping can produce: every dispatcher invocation the mapping
 * allows, each with all its starts in flight, each start as fast as the nominal latency.
 */
public record StartCapacity(int maxConcurrency, int startConcurrency, Duration nominalStartLatency) {
    public double startsPerSecond() {
        return maxConcurrency * (double) startConcurrency * 1000.0 / nominalStartLatency.toMillis();
    }

    String explain() {
        return Math.round(startsPerSecond()) + " starts/s (eventSourceProps.maxConcurrency " + maxConcurrency
                + " × startConcurrency " + startConcurrency + " / nominalStartLatency "
                + nominalStartLatency.toMillis() + " ms)";
    }
}
