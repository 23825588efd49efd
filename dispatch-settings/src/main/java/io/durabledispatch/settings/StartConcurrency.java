package io.durabledispatch.settings;

import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;

import java.time.Duration;

/**
 * The start rate that {@link SettingsTable#MAX_CONCURRENCY} allows, and the construct's default for it. The
 * dispatcher alone cannot know its targets' start quotas; the construct can, so where the construct deploys the
 * dispatcher it derives the setting instead of writing the table's fixed default: the largest value at which the
 * event source mapping's worst case stays within the lowest start quota, never outside the setting's range.
 */
public final class StartConcurrency {
    private StartConcurrency() {}

    /**
     * The most starts per second: {@code invocations} dispatcher invocations at once, each with
     * {@code startConcurrency} starts in flight, each start taking {@code nominalStartLatency}.
     */
    public static double startsPerSecond(int invocations, int startConcurrency, Duration nominalStartLatency) {
        return invocations * (double) startConcurrency * 1000.0 / nominalStartLatency.toMillis();
    }

    /**
     * The largest start concurrency whose {@link #startsPerSecond} is at most {@code startQuota}: floor(quota ×
     * latency / invocations), within 1–1000. At 1 the rate may still exceed the quota (more invocations than the
     * quota allows), which the construct's start-rate guard then reports.
     */
    public static int derived(double startQuota, int invocations, Duration nominalStartLatency) {
        if (!(startQuota > 0) || invocations < 1 || nominalStartLatency.toMillis() < 1) {
            throw new IllegalArgumentException("derived start concurrency needs a positive quota, invocations and "
                    + "latency, got " + startQuota + ", " + invocations + ", " + nominalStartLatency);
        }
        double fit = Math.floor(startQuota * nominalStartLatency.toMillis() / (1000.0 * invocations));
        int value = (int) Math.max(MAX_CONCURRENCY.min(), Math.min(MAX_CONCURRENCY.max(), fit));
        // Rounding in the division can land one above the boundary; the rate is the arbiter, as in the guard.
        while (value > MAX_CONCURRENCY.min() && startsPerSecond(invocations, value, nominalStartLatency) > startQuota) {
            value--;
        }
        return value;
    }
}
