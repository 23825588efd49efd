package io.durabledispatch.infra.observability;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.constructs.Construct;

/**
 * The alarms an operator needs: each one means a message needs a person, or starts are being held back.
 * They carry no actions; wire them to your paging topic.
 */
public final class DispatchAlarms extends Construct {
    private final List<Alarm> alarms;

    public DispatchAlarms(Construct scope, String id, ObservedResources observed) {
        super(scope, id);
        this.alarms = List.of(
                createDeadLetterAlarm(observed),
                createParkingAlarm(observed),
                createConflictAlarm(observed),
                createThrottleAlarm(observed));
    }

    public List<Alarm> alarms() {
        return alarms;
    }

    /** A record was RETRYABLE on every receive: its start never happened. */
    private Alarm createDeadLetterAlarm(ObservedResources observed) {
        IMetric depth = observed.queues()
                .deadLetterQueue()
                .metricApproximateNumberOfMessagesVisible(MetricOptions.builder()
                        .statistic("Maximum")
                        .period(Duration.minutes(1))
                        .build());
        return atLeastOne("DeadLetterQueueNotEmpty", depth, "Messages are waiting in the dispatcher's DLQ");
    }

    /** CONFLICT or INVALID records were parked: someone sends changed content under an existing key. */
    private Alarm createParkingAlarm(ObservedResources observed) {
        IMetric parked = observed.queues()
                .parkingQueue()
                .metricNumberOfMessagesSent(MetricOptions.builder()
                        .statistic("Sum")
                        .period(DispatchMetrics.PERIOD)
                        .build());
        return atLeastOne("ParkingQueueGrowing", parked, "Records were parked (CONFLICT or INVALID)");
    }

    private Alarm createConflictAlarm(ObservedResources observed) {
        List<IMetric> conflicts = observed.operations().stream()
                .map(operation -> (IMetric) DispatchMetrics.outcome(DispatchMetrics.CONFLICT, operation))
                .toList();
        return atLeastOne(
                "Conflicts",
                DispatchMetrics.sum("Conflicts", conflicts),
                "Same business key, different content: the engine refused the start");
    }

    /** Throttled dispatcher or workflow invocations delay starts and, repeated, fill the DLQ. */
    private Alarm createThrottleAlarm(ObservedResources observed) {
        List<IMetric> throttles = new ArrayList<>();
        throttles.add(observed.dispatcher().metricThrottles());
        observed.workflows()
                .forEach(workflow -> throttles.add(workflow.function().metricThrottles()));
        return atLeastOne("Throttles", DispatchMetrics.sum("Throttles", throttles), "Lambda throttled invocations");
    }

    private Alarm atLeastOne(String id, IMetric metric, String description) {
        return Alarm.Builder.create(this, id)
                .metric(metric)
                .threshold(1)
                .evaluationPeriods(1)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD)
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(description)
                .build();
    }
}
