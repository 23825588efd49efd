package io.durabledispatch.dispatcher.core;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.routes.json.StrictJson;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * CloudWatch EMF for a batch's retries, one document without dimensions so one alarm covers every route:
 * {@code Throttled}, {@code TransientFailures}, {@code NotStarted}, {@code DeploymentFaults} (counts),
 * {@code RetryReceiveCount} (the highest receive count among the retried records: how long a message has been
 * bouncing), {@code RetryDelay} (seconds asked of the queue, up to 100 values) and {@code PostponeFailures}.
 */
final class RetryMetrics {
    private static final int MAX_VALUES = 100;
    private static final Map<RetryCause, String> COUNT_NAMES = Map.of(
            RetryCause.THROTTLED, "Throttled",
            RetryCause.TRANSIENT, "TransientFailures",
            RetryCause.NOT_STARTED, "NotStarted",
            RetryCause.DEPLOYMENT_FAULT, "DeploymentFaults");

    private RetryMetrics() {}

    /** Empty when nothing in the batch is retried. */
    static Optional<String> line(RetrySummary summary, long timestampMillis) {
        if (summary.retried() == 0) return Optional.empty();
        ObjectNode root = StrictJson.nodes().objectNode();
        ObjectNode directive = root.putObject("_aws")
                .put("Timestamp", timestampMillis)
                .putArray("CloudWatchMetrics")
                .addObject();
        directive.put("Namespace", EmbeddedMetrics.NAMESPACE);
        directive.putArray("Dimensions").addArray();
        ArrayNode metrics = directive.putArray("Metrics");
        for (RetryCause cause : RetryCause.values()) {
            metrics.addObject().put("Name", COUNT_NAMES.get(cause)).put("Unit", "Count");
            root.put(COUNT_NAMES.get(cause), summary.causes().getOrDefault(cause, 0));
        }
        metrics.addObject().put("Name", "RetryReceiveCount").put("Unit", "Count");
        root.put("RetryReceiveCount", summary.highestReceiveCount());
        metrics.addObject().put("Name", "PostponeFailures").put("Unit", "Count");
        root.put("PostponeFailures", summary.postponeFailures());
        if (!summary.delays().isEmpty()) {
            metrics.addObject().put("Name", "RetryDelay").put("Unit", "Seconds");
            ArrayNode delays = root.putArray("RetryDelay");
            summary.delays().stream().limit(MAX_VALUES).map(Duration::toSeconds).forEach(delays::add);
        }
        return Optional.of(root.toString());
    }
}
