package io.durabledispatch.infra;

import io.durabledispatch.infra.config.InfraSettings;
import io.durabledispatch.infra.dispatcher.DispatcherFunction;
import io.durabledispatch.infra.guards.RetentionGuard;
import io.durabledispatch.infra.guards.StandardOnlyGuard;
import io.durabledispatch.infra.observability.DispatchAlarms;
import io.durabledispatch.infra.observability.DispatchDashboard;
import io.durabledispatch.infra.observability.ObservedResources;
import io.durabledispatch.infra.queues.DispatchQueues;
import io.durabledispatch.infra.routes.Route;
import io.durabledispatch.infra.routes.RouteDocument;
import io.durabledispatch.infra.workflows.DurableWorkflow;
import io.durabledispatch.infra.workflows.RewardRedemption;
import io.durabledispatch.infra.workflows.WorkflowDefinition;
import java.util.List;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.StackProps;
import software.constructs.Construct;

/**
 * The whole dispatch path in one stack: queues → dispatcher → durable workflows and the reward state
 * machine, with the dashboard and alarms. Refuses to synthesize a configuration that could start a second
 * execution for one business request (EXPRESS targets, names forgotten before the last duplicate).
 */
public final class DurableDispatchStack extends Stack {

    public DurableDispatchStack(Construct scope, String id, StackProps props, InfraSettings settings) {
        super(scope, id, props);
        settings.assets().requirePresent();
        RouteDocument routeDocument = RouteDocument.read(settings.assets().routesFile());
        StandardOnlyGuard.requireStandard(
                RewardRedemption.STATE_MACHINE_NAME, settings.workflows().rewardStateMachineType());

        DispatchQueues queues = new DispatchQueues(
                this, "Queues", settings.queues(), settings.dispatcher().visibilityTimeout());
        List<DurableWorkflow> workflows = createWorkflows(settings);
        RewardRedemption reward = new RewardRedemption(this, "RewardRedemption");
        DeployedTargets targets = new DeployedTargets(workflows, reward);
        RetentionGuard.requireNamesOutliveDuplicates(
                settings.queues(),
                routeDocument.routes().stream().map(targets::retentionOf).toList());

        DispatcherFunction dispatcher = createDispatcher(settings, queues, routeDocument, targets);
        DispatchDashboard dashboard = observe(new ObservedResources(
                queues,
                dispatcher.function(),
                workflows,
                reward.stateMachine(),
                routeDocument.routes().stream().map(Route::operation).distinct().toList()));
        StackOutputs.add(this, queues, dispatcher, workflows, reward, dashboard);
    }

    private List<DurableWorkflow> createWorkflows(InfraSettings settings) {
        return WorkflowDefinition.ALL.stream()
                .map(definition -> new DurableWorkflow(
                        this,
                        definition,
                        settings.workflows(),
                        settings.assets().workflowsJar()))
                .toList();
    }

    /** The dispatcher reads the route document with the deployed targets and may start only those. */
    private DispatcherFunction createDispatcher(
            InfraSettings settings, DispatchQueues queues, RouteDocument routeDocument, DeployedTargets targets) {
        DispatcherFunction dispatcher = new DispatcherFunction(
                this,
                "Dispatcher",
                settings.dispatcher(),
                settings.assets().dispatcherJar(),
                queues.parkingQueue(),
                toJsonString(routeDocument.withTargets(targets::targetFor)));
        dispatcher.consume(queues.mainQueue(), settings.dispatcher());
        targets.grantStarts(dispatcher.function());
        return dispatcher;
    }

    private DispatchDashboard observe(ObservedResources observed) {
        DispatchAlarms alarms = new DispatchAlarms(this, "Alarms", observed);
        return new DispatchDashboard(this, "Dashboard", observed, alarms.alarms());
    }
}
