package io.durabledispatch.construct.observability;

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

    private Alarm atLeastOne(String id, String suffix, IMetric metric, String description) {
        return Alarm.Builder.create(this, id)
                .alarmName(prefix + "-" + suffix)
                .metric(metric)
                .threshold(1)
                .evaluationPeriods(1)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD)
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(description)
                .build();
    }
}
