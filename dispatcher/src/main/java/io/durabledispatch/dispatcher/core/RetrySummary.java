package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.start.RetryCause;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What one batch's retries looked like, for metrics.
 *
 * @param causes RETRYABLE records per cause (every cause present, zero included)
 * @param delays the postponements asked of the queue
 * @param highestReceiveCount the largest receive count among the retried records (0 without retries)
 * @param postponeFailures postponements the queue did not take
 */
public record RetrySummary(
        Map<RetryCause, Integer> causes, List<Duration> delays, int highestReceiveCount, int postponeFailures) {
    public RetrySummary {
        causes = Map.copyOf(causes);
        delays = List.copyOf(delays);
    }

    public int retried() {
        return causes.values().stream().mapToInt(Integer::intValue).sum();
    }
}
