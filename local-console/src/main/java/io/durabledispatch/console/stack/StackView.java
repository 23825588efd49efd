package io.durabledispatch.console.stack;

import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.builtin.LocalSystem;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the console reads of a running stack, whichever way it was started: both emulators, the queues it shows,
 * the dispatcher's routes (none when the stack has no dispatcher) and a way to hear its outcomes for the activity
 * view: in process for the built-in stack, from the dispatcher's log lines for a user's app.
 *
 * @param dispatchOutcomes registers a listener for every record the dispatcher handles; empty (no dispatcher): no
 *     activity
 */
public record StackView(
        LambdaEmulator lambda,
        StepFunctionsEmulator stepFunctions,
        AwsClients clients,
        StackQueues queues,
        RouteTable routes,
        Optional<Consumer<Consumer<RecordOutcome>>> dispatchOutcomes) {

    /** The built-in stack: its five queues, its route document, its dispatcher's outcomes. */
    public static StackView of(LocalSystem system) {
        return new StackView(
                system.lambda(),
                system.stepFunctions(),
                system.clients(),
                StackQueues.of(system.queues()),
                RouteDocuments.load(system.settings().routes()),
                Optional.of(system::onDispatch));
    }
}
