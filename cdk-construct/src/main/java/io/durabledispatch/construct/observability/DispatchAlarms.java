package io.durabledispatch.construct.observability;

import io.durabledispatch.routes.retry.RetrySchedule;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.amazon.awscdk.services.cloudwatch.actions.SnsAction;
import software.amazon.awscdk.services.sns.ITopic;
import software.constructs.Construct;

/**
 * The alarms an operator needs: each one means a message needs a person, or starts are being held back.
 * Named {@code <name>-<what>}; with a topic, each notifies it.
 */
public final class DispatchAlarms extends Construct {
    /** How long a request may wait on the backoff schedule before it counts as stuck. */
    public static final java.time.Duration KEEPS_RETRYING_AFTER = java.time.Duration.ofMinutes(5);
    /**
     * RetryReceiveCount at which a request counts as stuck: the first receive the default schedule reaches only
     * after {@link #KEEPS_RETRYING_AFTER} of backoff (the 15th, after 5–10 minutes).
     */
    public static final int KEEPS_RETRYING_RECEIVES = RetrySchedule.defaults().firstReceiveAfter(KEEPS_RETRYING_AFTER);
    /** 5-minute periods of throttling before the throttling alarm: 15 minutes. */
    public static final int THROTTLED_PERIODS = 3;

    private final String prefix;
    private final List<Alarm> alarms = new ArrayList<>();

    public DispatchAlarms(Construct scope, String id, String prefix, ObservedResources observed) {
        super(scope, id);
        this.prefix = prefix;
        observed.deadLetterQueue()
                .ifPresent(dlq -> alarms.add(
                        createDeadLetterAlarm(dlq.metricApproximateNumberOfMessagesVisible(MetricOptions.builder()
                                .statistic("Maximum")
                                .period(Duration.minutes(1))
                                .build()))));
        alarms.add(createParkingAlarm(observed));
        alarms.add(createConflictAlarm(observed));
        alarms.add(createThrottleAlarm(observed));
        alarms.add(createErrorAlarm(observed));
        alarms.add(createKeepsRetryingAlarm());
        alarms.add(createDeploymentFaultAlarm());
        alarms.add(createSustainedThrottlingAlarm());
        alarms.add(createPostponeFailureAlarm());
    }

    public List<Alarm> alarms() {
        return List.copyOf(alarms);
    }

    public void notify(Optional<ITopic> topic) {
        topic.ifPresent(sns -> alarms.forEach(alarm -> alarm.addAlarmAction(new SnsAction(sns))));
    }

    /** A record was RETRYABLE on every receive: its start never happened. */
    private Alarm createDeadLetterAlarm(IMetric depth) {
        return atLeastOne(
                "DeadLetterQueueNotEmpty", "dead-letters", depth, "Messages are waiting in the dispatcher's DLQ");
    }

    /** CONFLICT or INVALID records were parked: someone sends changed content under an existing key, or bad data. */
    private Alarm createParkingAlarm(ObservedResources observed) {
        IMetric parked = observed.parkingQueue()
                .metricNumberOfMessagesSent(MetricOptions.builder()
                        .statistic("Sum")
                        .period(DispatchMetrics.PERIOD)
                        .build());
        return atLeastOne("ParkingQueueGrowing", "parked", parked, "Records were parked (CONFLICT or INVALID)");
    }

    private Alarm createConflictAlarm(ObservedResources observed) {
        List<IMetric> conflicts = observed.operations().stream()
                .map(operation -> (IMetric) DispatchMetrics.outcome(DispatchMetrics.CONFLICT, operation))
                .toList();
        return atLeastOne(
                "Conflicts",
                "conflicts",
                DispatchMetrics.sum("Conflicts", conflicts),
                "Same business key, different content: the engine refused the start");
    }

    /** Throttled dispatcher or workflow invocations delay starts and, repeated, fill the DLQ. */
    private Alarm createThrottleAlarm(ObservedResources observed) {
        List<IMetric> throttles = new ArrayList<>();
        throttles.add(observed.dispatcher().metricThrottles());
        observed.durableFunctions()
                .forEach(
                        function -> throttles.add(DispatchMetrics.lambda("Throttles", function.functionName(), "Sum")));
        return atLeastOne(
                "Throttles", "throttles", DispatchMetrics.sum("Throttles", throttles), "Lambda throttled invocations");
    }

    /** The dispatcher itself failed (not a record): the whole batch comes back, deployment faults show here. */
    private Alarm createErrorAlarm(ObservedResources observed) {
        IMetric errors = observed.dispatcher()
                .metricErrors(MetricOptions.builder()
                        .statistic("Sum")
                        .period(DispatchMetrics.PERIOD)
                        .build());
        return atLeastOne("DispatcherErrors", "dispatcher-errors", errors, "The dispatcher function failed");
    }

    /**
     * A request keeps being retried: its 15th receive comes after 5–10 minutes of backoff, while the DLQ is
     * days away (docs/adr/002-throttling-is-a-delay.md). The queue's own receive counts are not a CloudWatch
     * metric, and its age of the oldest message moves on after three receives, so the dispatcher reports it.
     */
    private Alarm createKeepsRetryingAlarm() {
        return threshold(
                "RequestKeepsRetrying",
                "keeps-retrying",
                DispatchMetrics.retry(DispatchMetrics.RETRY_RECEIVE_COUNT, "Maximum", DispatchMetrics.PERIOD),
                KEEPS_RETRYING_RECEIVES,
                1,
                "A request was received " + KEEPS_RETRYING_RECEIVES
                        + " times or more without starting: it is bouncing on the backoff schedule");
    }

    /** A start failed for a reason time does not fix (404, 403, 400): the deployment is broken. */
    private Alarm createDeploymentFaultAlarm() {
        return atLeastOne(
                "DeploymentFaults",
                "deployment-faults",
                DispatchMetrics.retry(DispatchMetrics.DEPLOYMENT_FAULTS, "Sum", DispatchMetrics.PERIOD),
                "Starts fail with a deployment fault (missing target, access denied, bad parameter)");
    }

    /** Throttled starts in each of three 5-minute periods: the start quota is too small for the load. */
    private Alarm createSustainedThrottlingAlarm() {
        return threshold(
                "StartsThrottled",
                "starts-throttled",
                DispatchMetrics.retry(DispatchMetrics.THROTTLED, "Sum", DispatchMetrics.PERIOD),
                1,
                THROTTLED_PERIODS,
                "Engines throttled starts for 15 minutes: raise the start quota or lower the load");
    }

    /** ChangeMessageVisibility failed: every retry comes back after the visibility timeout, spending receives. */
    private Alarm createPostponeFailureAlarm() {
        return atLeastOne(
                "PostponeFailures",
                "postpone-failures",
                DispatchMetrics.retry(DispatchMetrics.POSTPONE_FAILURES, "Sum", DispatchMetrics.PERIOD),
                "The dispatcher could not postpone retried records (sqs:ChangeMessageVisibility)");
    }

    private Alarm atLeastOne(String id, String suffix, IMetric metric, String description) {
        return threshold(id, suffix, metric, 1, 1, description);
    }

    /** Breaches when {@code metric} ≥ {@code threshold} in each of {@code periods} consecutive periods. */
    private Alarm threshold(
            String id, String suffix, IMetric metric, double threshold, int periods, String description) {
        return Alarm.Builder.create(this, id)
                .alarmName(prefix + "-" + suffix)
                .metric(metric)
                .threshold(threshold)
                .evaluationPeriods(periods)
                .datapointsToAlarm(periods)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD)
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(description)
                .build();
    }
}
