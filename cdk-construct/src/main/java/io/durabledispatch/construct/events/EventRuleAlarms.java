package io.durabledispatch.construct.events;

import io.durabledispatch.construct.observability.DispatchMetrics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Token;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.ComparisonOperator;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.Metric;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.cloudwatch.TreatMissingData;
import software.amazon.awscdk.services.cloudwatch.actions.SnsAction;
import software.amazon.awscdk.services.events.IEventBus;
import software.amazon.awscdk.services.events.Rule;
import software.amazon.awscdk.services.sns.ITopic;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/**
 * The two signs that an event never reached the dispatch queue: the rules' {@code FailedInvocations} (EventBridge
 * gave up sending to the queue) and the target DLQ's depth (those events, kept). Named {@code <prefix>-<what>}.
 */
public final class EventRuleAlarms extends Construct {
    private static final Duration PERIOD = Duration.minutes(1);

    private final List<Alarm> alarms = new ArrayList<>();

    public EventRuleAlarms(
            Construct scope, String id, String prefix, IEventBus bus, List<Rule> rules, IQueue deadLetters) {
        super(scope, id);
        List<IMetric> failed = new ArrayList<>();
        for (Rule rule : rules) failed.add(ruleMetric("FailedInvocations", bus, rule));
        for (Rule rule : rules) failed.add(ruleMetric("InvocationsFailedToBeSentToDlq", bus, rule));
        alarms.add(alarm(
                "FailedInvocations",
                prefix + "-event-deliveries-failed",
                DispatchMetrics.sum("FailedInvocations", failed),
                "EventBridge gave up delivering events to the dispatch queue (see the event DLQ)"));
        alarms.add(alarm(
                "EventDeadLetters",
                prefix + "-event-dead-letters",
                deadLetters.metricApproximateNumberOfMessagesVisible(MetricOptions.builder()
                        .statistic("Maximum")
                        .period(PERIOD)
                        .build()),
                "Events that never reached the dispatch queue are waiting in the event DLQ"));
    }

    public List<Alarm> alarms() {
        return List.copyOf(alarms);
    }

    public void notify(Optional<ITopic> topic) {
        topic.ifPresent(sns -> alarms.forEach(alarm -> alarm.addAlarmAction(new SnsAction(sns))));
    }

    /** A custom bus's rule metrics carry the bus name as a dimension too; the default bus's do not. */
    private static Metric ruleMetric(String name, IEventBus bus, Rule rule) {
        Map<String, String> dimensions = new LinkedHashMap<>();
        dimensions.put("RuleName", rule.getRuleName());
        String busName = bus.getEventBusName();
        if (Token.isUnresolved(busName) || !"default".equals(busName)) dimensions.put("EventBusName", busName);
        return Metric.Builder.create()
                .namespace("AWS/Events")
                .metricName(name)
                .dimensionsMap(dimensions)
                .statistic("Sum")
                .period(PERIOD)
                .build();
    }

    private Alarm alarm(String id, String name, IMetric metric, String description) {
        return Alarm.Builder.create(this, id)
                .alarmName(name)
                .metric(metric)
                .threshold(1)
                .evaluationPeriods(1)
                .comparisonOperator(ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD)
                // EventBridge sends these metrics only when they are not zero.
                .treatMissingData(TreatMissingData.NOT_BREACHING)
                .alarmDescription(description)
                .build();
    }
}
