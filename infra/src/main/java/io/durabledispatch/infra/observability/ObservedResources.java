package io.durabledispatch.infra.observability;

import io.durabledispatch.infra.queues.DispatchQueues;
import io.durabledispatch.infra.workflows.DurableWorkflow;
import java.util.List;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.stepfunctions.IStateMachine;

/**
 * What the dashboard and the alarms watch.
 *
 * @param operations the route document's operations, one {@code Operation} dimension value each
 */
public record ObservedResources(
        DispatchQueues queues,
        IFunction dispatcher,
        List<DurableWorkflow> workflows,
        IStateMachine stateMachine,
        List<String> operations) {}
