package io.durabledispatch.infra;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DispatchTarget;
import io.durabledispatch.construct.DurableDispatch;
import io.durabledispatch.construct.DurableDispatchApi;
import io.durabledispatch.construct.DurableFunction;
import io.durabledispatch.construct.DurableFunctionProps;
import io.durabledispatch.infra.config.InfraSettings;
import io.durabledispatch.infra.config.WorkflowSettings;
import io.durabledispatch.infra.workflows.RewardRedemption;
import io.durabledispatch.infra.workflows.ShipmentRequests;
import io.durabledispatch.infra.workflows.WorkflowStores;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.services.lambda.Code;
import software.constructs.Construct;

/**
 * The project's own deployment, a consumer of the {@link DurableDispatch} construct: every sample of {@link
 * SampleWorkflows} as its target kind says (a durable function, or a state machine invoking its function), the
 * workflows' DynamoDB tables, and two doors in front of them on the same route document the local stack uses: the
 * queue's dispatch path and an HTTP API (IAM-authorized), which name one business request's execution alike.
 */
public final class DurableDispatchStack extends Stack {
    /** The dashboard's name and the alarms' prefix. */
    public static final String DISPATCH_NAME = "durable-dispatch";

    private final Map<SampleWorkflow, DurableFunction> workflows = new LinkedHashMap<>();
    private final Map<SampleWorkflow, RewardRedemption> stateMachines = new LinkedHashMap<>();
    private final WorkflowStores stores;
    private final ShipmentRequests shipments;
    private final DurableDispatch dispatch;
    private final Optional<DurableDispatchApi> api;

    public DurableDispatchStack(Construct scope, String id, StackProps props, InfraSettings settings) {
        super(scope, id, props);
        settings.assets().requirePresent();
        Code workflowsCode = Code.fromAsset(settings.assets().workflowsJar().toString());
        this.stores = new WorkflowStores(this, "WorkflowStores");
        this.shipments = new ShipmentRequests(this, "ShipmentRequests");
        SampleWorkflows.ALL.forEach(sample -> sample.target()
                .fold(
                        durable -> workflows.put(sample, workflow(sample, settings.workflows(), workflowsCode)),
                        machine -> stateMachines.put(
                                sample,
                                new RewardRedemption(
                                        this,
                                        sample,
                                        settings.workflows().rewardStateMachineType(),
                                        workflowsCode,
                                        stores))));
        List<DispatchRoute> routes =
                DispatchRoute.fromDocument(settings.assets().routesFile(), deployedTargets());
        this.dispatch = new DurableDispatch(this, "Dispatch", DispatchProps.from(settings, routes, DISPATCH_NAME));
        // A route document of the team's own may have no HTTP route: then there is nothing for an API to start.
        this.api = routes.stream().anyMatch(route -> route.http().isPresent())
                ? Optional.of(new DurableDispatchApi(
                        this, "Api", ApiProps.from(settings, routes, DISPATCH_NAME, dispatch.dashboard())))
                : Optional.empty();
        StackOutputs.add(this, dispatch, workflows, stateMachines, stores, shipments);
        api.ifPresent(StackOutputs::addApi);
    }

    public DurableDispatch dispatch() {
        return dispatch;
    }

    /** The HTTP door, when the route document has HTTP routes (the project's own does). */
    public Optional<DurableDispatchApi> api() {
        return api;
    }

    /** The document's target names (function names, the state machine's name) → what this stack deploys. */
    private Map<String, DispatchTarget> deployedTargets() {
        Map<String, DispatchTarget> targets = new LinkedHashMap<>();
        workflows.forEach((sample, function) -> targets.put(sample.targetName(), function.asTarget()));
        stateMachines.forEach((sample, machine) ->
                targets.put(sample.targetName(), DispatchTarget.stateMachine(machine.stateMachine())));
        return targets;
    }

    /**
     * A durable workflow function with its tables' names in its environment and access to those tables only; the
     * order workflow also names the carrier's queue and may send to it.
     */
    private DurableFunction workflow(SampleWorkflow definition, WorkflowSettings settings, Code code) {
        Map<String, String> environment = new LinkedHashMap<>(stores.environmentFor(definition.functionName()));
        boolean ships = definition.equals(SampleWorkflows.ORDER);
        if (ships)
            environment.put(
                    ShipmentRequests.QUEUE_URL_VARIABLE, shipments.queue().getQueueUrl());
        DurableFunction function = new DurableFunction(
                this,
                definition.logicalName(),
                DurableFunctionProps.builder()
                        .functionName(definition.functionName())
                        .handler(definition.handler())
                        .code(code)
                        .memorySize(settings.memoryMb())
                        .timeout(seconds(settings.invocationTimeout()))
                        .executionTimeout(seconds(settings.executionTimeout()))
                        .retention(software.amazon.awscdk.Duration.days(
                                settings.retention().toDays()))
                        .environment(environment)
                        .build());
        stores.grantTo(definition.functionName(), function.function());
        if (ships) shipments.grantSendTo(function.function());
        return function;
    }

    private static software.amazon.awscdk.Duration seconds(java.time.Duration duration) {
        return software.amazon.awscdk.Duration.seconds(duration.toSeconds());
    }
}
