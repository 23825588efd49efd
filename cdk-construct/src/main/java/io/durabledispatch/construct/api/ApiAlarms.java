package io.durabledispatch.construct.api;

import io.durabledispatch.construct.observability.DispatchMetrics;
import io.durabledispatch.routes.HttpMatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.apigatewayv2.HttpApi;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.Metric;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.amazon.awscdk.services.cloudwatch.actions.SnsAction;
import software.amazon.awscdk.services.logs.FilterPattern;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.MetricFilter;
import software.amazon.awscdk.services.sns.ITopic;
import software.constructs.Construct;

/**
 * The HTTP door's alarms, named {@code <name>-api-<what>}: answers of 5xx, input conflicts (422), and the p99
 * latency of each start route.
 *
 * <p>Conflicts are counted from the access log ({@code status} 422), not from API Gateway's 4xx metric: 4xx also
 * counts refused tokens (401, 403), unknown paths (404), bad requests (400) and throttling (429), so an alarm on it
 * would fire for any noisy client, while 422 is the one answer the door gives for same key, other content.
 *
 * <p>Latency is watched per start route (detailed metrics on the stage): a status read with {@code Prefer: wait}
 * rightly takes up to HTTP_MAX_WAIT_SECONDS, so the whole API's p99 would alarm on clients that chose to wait.
 */
public final class ApiAlarms extends Construct {
    public static final String CONFLICT_METRIC = "HttpConflicts";
    private static final Duration PERIOD = Duration.minutes(5);

    private final String prefix;
    private final List<Alarm> alarms = new ArrayList<>();

    public ApiAlarms(
            Construct scope,
            String id,
            String prefix,
            HttpApi api,
            String stageName,
            LogGroup accessLog,
            List<HttpMatch> starts,
            Duration latencyThreshold) {
        super(scope, id);
        this.prefix = prefix;
        IMetric serverErrors = api.metricServerError(
                MetricOptions.builder().statistic("Sum").period(PERIOD).build());
        alarms.add(alarm("ServerErrors", "5xx", serverErrors, 1, "The HTTP door answered 5xx (engine or door)"));
        alarms.add(alarm("Conflicts", "conflicts", conflicts(accessLog), 1, "Same key, other content: answered 422"));
        for (int i = 0; i < starts.size(); i++) {
            HttpMatch start = starts.get(i);
            alarms.add(alarm(
                    "LatencyP99Route" + i,
                    "latency-p99-" + i,
                    latency(api, stageName, start),
                    latencyThreshold.toMilliseconds().doubleValue(),
                    "p99 latency of " + start.routeKey() + " is at least " + latencyThreshold.toMilliseconds()
                            + " ms"));
        }
    }

    public List<Alarm> alarms() {
        return List.copyOf(alarms);
    }

    public void notify(Optional<ITopic> topic) {
        topic.ifPresent(sns -> alarms.forEach(alarm -> alarm.addAlarmAction(new SnsAction(sns))));
    }

    private IMetric conflicts(LogGroup accessLog) {
        MetricFilter filter = accessLog.addMetricFilter(
                "ConflictAnswers",
                software.amazon.awscdk.services.logs.MetricFilterOptions.builder()
                        .filterPattern(FilterPattern.stringValue("$.status", "=", "422"))
                        .metricNamespace(DispatchMetrics.NAMESPACE)
                        .metricName(CONFLICT_METRIC)
                        .metricValue("1")
                        .build());
        return filter.metric(
                MetricOptions.builder().statistic("Sum").period(PERIOD).build());
    }

    /** Route-level metrics: the stage's detailed metrics, by method and resource path. */
    private static IMetric latency(HttpApi api, String stageName, HttpMatch start) {
        return Metric.Builder.create()
                .namespace("AWS/ApiGateway")
                .metricName("Latency")
                .dimensionsMap(Map.of(
                        "ApiId", api.getApiId(),
                        "Stage", stageName,
                        "Method", start.method(),
                        "Resource", start.template()))
                .statistic("p99")
                .period(PERIOD)
                .build();
    }

    private Alarm alarm(String id, String suffix, IMetric metric, double threshold, String description) {
        return Alarm.Builder.create(this, id)
                .alarmName(prefix + "-api-" + suffix)
                .metric(metric)
                .threshold(threshold)
                .evaluationPeriods(1)
                .datapointsToAlarm(1)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD)
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(description)
                .build();
    }
}
