package io.durabledispatch.construct;

import io.durabledispatch.construct.events.EventRuleAlarms;
import io.durabledispatch.construct.nag.NagReasons;
import io.durabledispatch.construct.queues.DispatchQueues;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.events.EventPattern;
import software.amazon.awscdk.services.events.Rule;
import software.amazon.awscdk.services.events.targets.SqsQueue;
import software.amazon.awscdk.services.events.targets.SqsQueueProps;
import software.amazon.awscdk.services.sqs.Queue;
import software.constructs.Construct;

/**
 * The EventBridge door: one rule per {@code eventBridge} route on the bus you give, with the route's source and
 * detail-type as its event pattern, delivering to the {@link DurableDispatch}'s queue (docs/adr/004). The queue
 * policy lets EventBridge send only for these rules; a send EventBridge gives up on after its longest retry policy
 * (24 hours, 185 attempts) lands in an event DLQ of this construct, and two alarms watch for it.
 */
public final class DurableDispatchEvents extends Construct {
    /** EventBridge's most: a queue outage of up to a day delays events instead of dropping them. */
    static final Duration MAX_EVENT_AGE = Duration.hours(24);

    static final int RETRY_ATTEMPTS = 185;

    private final Queue deadLetterQueue;
    private final List<Rule> rules = new ArrayList<>();
    private final EventRuleAlarms alarms;

    public DurableDispatchEvents(Construct scope, String id, DurableDispatchEventsProps props) {
        super(scope, id);
        RouteValidation.operations(getNode().getPath(), props.routes());
        List<DispatchRoute> routes = props.routes().stream()
                .filter(route -> route.eventPattern().isPresent())
                .toList();
        Checks.require(!routes.isEmpty(), getNode().getPath() + ": no route says eventBridge, so no rule to create");
        Checks.require(
                !Boolean.TRUE.equals(props.dispatch().mainQueue().getFifo()),
                getNode().getPath() + ": the EventBridge door needs a standard dispatch queue (a FIFO target puts"
                        + " every event of a rule into one message group)");
        this.deadLetterQueue = createDeadLetterQueue();
        SqsQueue target = new SqsQueue(
                props.dispatch().mainQueue(),
                SqsQueueProps.builder()
                        .deadLetterQueue(deadLetterQueue)
                        .maxEventAge(MAX_EVENT_AGE)
                        .retryAttempts(RETRY_ATTEMPTS)
                        .build());
        for (DispatchRoute route : routes) rules.add(createRule(props, route, target));
        String name = props.name().orElseGet(this::defaultName);
        this.alarms = new EventRuleAlarms(this, "Alarms", name, props.eventBus(), rules, deadLetterQueue);
        alarms.notify(props.alarmTopic());
    }

    /** One rule per eventBridge route, in route order. */
    public List<Rule> rules() {
        return List.copyOf(rules);
    }

    /** Events EventBridge could not send to the dispatch queue within its retry policy. */
    public Queue deadLetterQueue() {
        return deadLetterQueue;
    }

    public List<Alarm> alarms() {
        return alarms.alarms();
    }

    private Rule createRule(DurableDispatchEventsProps props, DispatchRoute route, SqsQueue target) {
        EventPattern pattern = route.eventPattern().orElseThrow();
        Rule rule = Rule.Builder.create(this, "Rule-" + route.name())
                .eventBus(props.eventBus())
                .eventPattern(pattern)
                .description("durable-dispatch route " + route.name() + " → the dispatch queue")
                .build();
        rule.addTarget(target);
        return rule;
    }

    private Queue createDeadLetterQueue() {
        Queue queue = DispatchQueues.securedQueue(this, "EventDeadLetterQueue")
                .retentionPeriod(Duration.days(14))
                .removalPolicy(RemovalPolicy.RETAIN)
                .build();
        NagReasons.suppress(
                queue,
                "AwsSolutions-SQS3",
                "This queue is the EventBridge target's dead-letter queue: events EventBridge could not send to the"
                        + " dispatch queue wait here for a person; nothing consumes it automatically.");
        return queue;
    }

    private String defaultName() {
        return (Stack.of(this).getStackName() + "-" + getNode().getId()).replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
