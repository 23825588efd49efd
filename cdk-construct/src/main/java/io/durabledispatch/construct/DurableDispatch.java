package io.durabledispatch.construct;

import io.durabledispatch.construct.dispatcher.DispatcherCode;
import io.durabledispatch.construct.dispatcher.DispatcherFunction;
import io.durabledispatch.construct.grants.TargetGrants;
import io.durabledispatch.construct.observability.DispatchAlarms;
import io.durabledispatch.construct.observability.DispatchDashboard;
import io.durabledispatch.construct.observability.ObservedResources;
import io.durabledispatch.construct.queues.DispatchQueues;
import io.durabledispatch.construct.queues.QueueShape;
import io.durabledispatch.settings.SettingsTable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.CfnOutput;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.sqs.IQueue;
import software.amazon.awscdk.services.sqs.Queue;
import software.constructs.Construct;

/**
 * durable-dispatch in front of your workflows: a queue producers send business events to, the dispatcher
 * that starts exactly one execution per business request under a deterministic name, the parking queue
 * for records a person must see, least-privilege grants derived from the routes, a dashboard and alarms.
 *
 * <p>Refuses to synthesize a configuration that could start a second execution for one request (a route
 * document error, an EXPRESS target, a name forgotten before the last duplicate can arrive, a start rate far
 * over a target's quota) and warns when the mapping can outrun a target's quota. Adds stack outputs for what a
 * producer or an operator needs after a deploy ({@link DispatchOutputs}).
 */
public final class DurableDispatch extends Construct {
    private final DispatchQueues queues;
    private final DispatcherFunction dispatcher;
    private final DispatchAlarms alarms;
    private final DispatchDashboard dashboard;
    private final Map<String, CfnOutput> outputs;

    public DurableDispatch(Construct scope, String id, DurableDispatchProps props) {
        super(scope, id);
        List<DispatchRoute> routes = props.routes();
        Checks.require(!routes.isEmpty(), getNode().getPath() + ": routes must name at least one route");
        FunctionOptions function = Overrides.dispatcherFunction(props.dispatcherFunctionProps(), props.snapStart());
        SqsEventSourceProps eventSource = Overrides.eventSource(props.eventSourceProps(), props.fifo());
        DispatchSettings settings = DispatchSettings.of(props, function, eventSource, routes);
        List<String> operations = RouteValidation.operations(getNode().getPath(), routes);
        Guards.apply(this, settings, routes, props.queue());

        this.queues = createQueues(props, settings);
        this.dispatcher = createDispatcher(props, settings, function, eventSource, routes);
        TargetGrants.grant(
                dispatcher.function(),
                routes.stream().map(DispatchRoute::target).distinct().toList());

        String name = props.name().orElseGet(this::defaultName);
        ObservedResources observed = Observed.of(queues, dispatcher.function(), routes, operations);
        this.alarms = new DispatchAlarms(this, "Alarms", name, observed);
        alarms.notify(props.alarmTopic());
        this.dashboard = new DispatchDashboard(this, "Dashboard", name, observed, alarms.alarms());
        this.outputs = props.outputs() ? DispatchOutputs.add(this) : Map.of();
    }

    /** What a queue you pass in needs: six dispatcher timeouts plus the batching window (AWS's guidance). */
    public static java.time.Duration requiredVisibilityTimeout(
            java.time.Duration dispatcherTimeout, java.time.Duration batchingWindow) {
        return dispatcherTimeout
                .multipliedBy(DispatchSettings.VISIBILITY_FACTOR)
                .plus(batchingWindow);
    }

    /** Producers send business events here. */
    public IQueue mainQueue() {
        return queues.mainQueue();
    }

    /** Records that stayed RETRYABLE for every receive; absent for a queue you passed in without its DLQ. */
    public Optional<IQueue> deadLetterQueue() {
        return queues.deadLetterQueue();
    }

    /** CONFLICT and INVALID records, with their reason as message attributes. */
    public Queue parkingQueue() {
        return queues.parkingQueue();
    }

    public Function dispatcherFunction() {
        return dispatcher.function();
    }

    /** The alias the event source mapping invokes (SnapStart snapshots its published version). */
    public Alias dispatcherAlias() {
        return dispatcher.alias();
    }

    public Dashboard dashboard() {
        return dashboard.dashboard();
    }

    public List<Alarm> alarms() {
        return alarms.alarms();
    }

    /**
     * Id ({@link DispatchOutputs#MAIN_QUEUE_URL}, ...) → the stack output under this construct; empty with
     * {@code outputs(false)}. {@code overrideLogicalId} on one gives it a fixed key for scripts.
     */
    public Map<String, CfnOutput> outputs() {
        return outputs;
    }

    private DispatchQueues createQueues(DurableDispatchProps props, DispatchSettings settings) {
        return props.queue()
                .map(existing -> new DispatchQueues(this, "Queues", existing, props.deadLetterQueue()))
                .orElseGet(() -> new DispatchQueues(
                        this,
                        "Queues",
                        new QueueShape(
                                settings.fifo(),
                                settings.queueRetention(),
                                settings.deadLetterRetention(),
                                settings.maxReceiveCount(),
                                settings.visibilityTimeout())));
    }

    /** The dispatcher reads the route document with the deployed targets and may start only those. */
    private DispatcherFunction createDispatcher(
            DurableDispatchProps props,
            DispatchSettings settings,
            FunctionOptions function,
            SqsEventSourceProps eventSource,
            List<DispatchRoute> routes) {
        DispatcherFunction created = new DispatcherFunction(
                this,
                "Dispatcher",
                function,
                props.dispatcherCode().orElseGet(DispatcherCode::bundled),
                queues.parkingQueue(),
                props.dispatcherVariables()
                        .with(SettingsTable.MAX_CONCURRENCY, settings.startConcurrency())
                        .with(SettingsTable.ROUTES, Stack.of(this).toJsonString(RouteDocument.deployed(routes)))
                        .with(
                                SettingsTable.PARKING_QUEUE_URL,
                                queues.parkingQueue().getQueueUrl())
                        .asMap());
        created.consume(queues.mainQueue(), eventSource);
        return created;
    }

    private String defaultName() {
        return (Stack.of(this).getStackName() + "-" + getNode().getId()).replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
