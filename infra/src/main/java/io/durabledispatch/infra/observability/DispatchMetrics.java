package io.durabledispatch.infra.observability;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.MathExpression;
import software.amazon.awscdk.services.cloudwatch.Metric;

/**
 * The dispatcher's own metrics, as it writes them in CloudWatch Embedded Metric Format: namespace
 * {@code DurableDispatch}, one metric per outcome, dimension {@code Operation} (the route's operation).
 */
public final class DispatchMetrics {
    public static final String NAMESPACE = "DurableDispatch";
    public static final String OPERATION_DIMENSION = "Operation";
    public static final List<String> OUTCOMES =
            List.of("Started", "Duplicate", "Accepted", "Conflict", "Invalid", "Retryable");
    public static final String CONFLICT = "Conflict";
    public static final String START_LATENCY = "StartLatency";
    static final Duration PERIOD = Duration.minutes(5);

    private DispatchMetrics() {}

    public static Metric outcome(String outcome, String operation) {
        return dispatcherMetric(outcome, operation, "Sum");
    }

    public static Metric startLatency(String operation, String statistic) {
        return dispatcherMetric(START_LATENCY, operation, statistic);
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

    private static Metric dispatcherMetric(String name, String operation, String statistic) {
        return Metric.Builder.create()
                .namespace(NAMESPACE)
                .metricName(name)
                .dimensionsMap(Map.of(OPERATION_DIMENSION, operation))
                .statistic(statistic)
                .period(PERIOD)
                .label(operation + " " + name)
                .build();
    }
}
