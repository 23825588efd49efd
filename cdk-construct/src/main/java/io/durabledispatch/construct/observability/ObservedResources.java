package io.durabledispatch.construct.observability;

import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.sqs.IQueue;
import software.amazon.awscdk.services.stepfunctions.IStateMachine;

/**
 * What the dashboard and the alarms watch.
 *
 * @param deadLetterQueue absent when the team's own queue is consumed and its DLQ was not named
 * @param durableFunctions the routed durable functions, each once
 * @param stateMachines the routed state machines, each once
 * @param operations the routes' operations, one {@code operation} dimension value each
 */
public record ObservedResources(
        IQueue mainQueue,
        Optional<IQueue> deadLetterQueue,
        IQueue parkingQueue,
        IFunction dispatcher,
        List<DurableFunction> durableFunctions,
        List<StateMachine> stateMachines,
        List<String> operations) {
    /** A routed durable function: a label for titles, and the name (or ARN) its metrics carry. */
    public record DurableFunction(String label, String functionName) {}

    /** A routed state machine: a label for titles, and the machine its metrics come from. */
    public record StateMachine(String label, IStateMachine machine) {}
}
