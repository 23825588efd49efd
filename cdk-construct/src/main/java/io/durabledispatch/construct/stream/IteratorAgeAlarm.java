package io.durabledispatch.construct.stream;

import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.amazon.awscdk.services.lambda.Function;
import software.constructs.Construct;

/**
 * The door falls behind its stream: Lambda's {@code IteratorAge} (milliseconds from a batch's last record's
 * arrival in the stream to its delivery) grows while a shard is held by a failing record or the door is too slow.
 */
public final class IteratorAgeAlarm {
    static final int EVALUATION_PERIODS = 3;

    private IteratorAgeAlarm() {}

    public static Alarm create(Construct scope, String id, Function function, Duration threshold) {
        return Alarm.Builder.create(scope, id)
                .alarmDescription("The stream door of " + scope.getNode().getPath() + " is more than "
                        + threshold.toHumanString() + " behind its stream")
                .metric(function.metric(
                        "IteratorAge",
                        MetricOptions.builder()
                                .statistic("Maximum")
                                .period(Duration.minutes(1))
                                .build()))
                .threshold(threshold.toMilliseconds())
                .evaluationPeriods(EVALUATION_PERIODS)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_THRESHOLD)
                // No invocation, no datapoint: an idle stream is not behind.
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .build();
    }
}
