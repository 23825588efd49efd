package io.durabledispatch.construct.observability;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.MathExpression;
import software.amazon.awscdk.services.cloudwatch.Metric;

/**
 * The dispatcher's own metrics, exactly as its EmbeddedMetrics writes them (CloudWatch Embedded Metric
 * Format): namespace {@code DurableDispatch}, metrics {@code Records} (count) and {@code StartLatency} (ms),
 * dimensions {@code operation} (the route's operation) and {@code outcome} (the outcome's enum name). This
 * class is the one place that knows that shape.
 */
public final class DispatchMetrics {
    public static final String NAMESPACE = "DurableDispatch";
    public static final String RECORDS = "Records";
    public static final String START_LATENCY = "StartLatency";
    public static final String OPERATION_DIMENSION = "operation";
    public static final String OUTCOME_DIMENSION = "outcome";
    public static final String STARTED = "STARTED";
    public static final String CONFLICT = "CONFLICT";
    public static final List<String> OUTCOMES =
            List.of(STARTED, "DUPLICATE", "ACCEPTED", CONFLICT, "INVALID", "RETRYABLE");
    static final Duration PERIOD = Duration.minutes(5);

    /**
     * The retry metrics (dispatcher's RetryMetrics): one document per batch with retried records, same namespace,
     * no dimensions, so one alarm covers every route. Counts per cause, the highest receive count among the
     * retried records, and the visibility changes that failed.
     */
    public static final String THROTTLED = "Throttled";

    public static final String DEPLOYMENT_FAULTS = "DeploymentFaults";
    public static final String RETRY_RECEIVE_COUNT = "RetryReceiveCount";
    public static final String POSTPONE_FAILURES = "PostponeFailures";

    private DispatchMetrics() {}

    /** How many records of {@code operation} ended with {@code outcome}. */
    public static Metric outcome(String outcome, String operation) {
        return dispatcherMetric(RECORDS, operation, outcome, "Sum", operation + " " + outcome.toLowerCase(Locale.ROOT));
    }

    /** How long the starts that created an execution took. */
    public static Metric startLatency(String operation, String statistic) {
        return dispatcherMetric(START_LATENCY, operation, STARTED, statistic, operation + " " + statistic);
    }

    /** A retry metric of the whole dispatcher (no dimensions), over {@code period}. */
    public static Metric retry(String metricName, String statistic, Duration period) {
        return Metric.Builder.create()
                .namespace(NAMESPACE)
                .metricName(metricName)
                .statistic(statistic)
                .period(period)
                .build();
    }

    /** A Lambda metric of one function (AWS/Lambda, dimension FunctionName), also for imported functions. */
    public static Metric lambda(String metricName, String functionName, String statistic) {
        return Metric.Builder.create()
                .namespace("AWS/Lambda")
                .metricName(metricName)
                .dimensionsMap(Map.of("FunctionName", functionName))
                .statistic(statistic)
                .period(PERIOD)
                .build();
    }

    /** One series summing the inputs; missing points count as zero so a quiet metric does not blank it. */
    public static MathExpression sum(String label, List<? extends IMetric> metrics) {
        Map<String, IMetric> byId = new LinkedHashMap<>();
        for (int i = 0; i < metrics.size(); i++) {
            byId.put("m" + i, metrics.get(i));
        }
        return MathExpression.Builder.create()
                .expression("SUM(FILL(METRICS(), 0))")
                .usingMetrics(byId)
                .label(label)
                .period(PERIOD)
                .build();
    }

    private static Metric dispatcherMetric(
            String name, String operation, String outcome, String statistic, String label) {
        return Metric.Builder.create()
                .namespace(NAMESPACE)
                .metricName(name)
                .dimensionsMap(Map.of(OPERATION_DIMENSION, operation, OUTCOME_DIMENSION, outcome))
                .statistic(statistic)
                .period(PERIOD)
                .label(label)
                .build();
    }
}
