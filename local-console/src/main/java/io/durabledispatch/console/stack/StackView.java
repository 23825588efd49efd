package io.durabledispatch.console.stack;

import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.builtin.BuiltInQueues;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.routes.RouteTable;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the console reads of a running stack, whichever way it was started: both emulators, the queues it shows,
 * the dispatcher's routes (none when the stack has no door) and a way to hear every door's requests for the
 * activity view, read from the doors' log lines.
 *
 * @param doorLines registers a listener for every request a door of the stack handles (the SQS dispatcher, an HTTP
 *     door, a stream door); empty (no door): no activity
 */
public record StackView(
        LambdaEmulator lambda,
        StepFunctionsEmulator stepFunctions,
        AwsClients clients,
        StackQueues queues,
        RouteTable routes,
        Optional<Consumer<Consumer<DoorLine>>> doorLines) {

    /**
     * The built-in stack: the app's view (its dispatcher's routes and its doors' requests from their logs), its queues by their
     * roles; parked messages go back to the main queue. The carrier's queue is shown, never peeked: the carrier
     * reads it.
     */
    public static StackView of(BuiltInStack stack) {
        StackView app = AppStackView.of(stack.app());
        BuiltInQueues queues = stack.queues();
        return new StackView(
                app.lambda(),
                app.stepFunctions(),
                app.clients(),
                new StackQueues(
                        List.of(
                                new StackQueues.Watched("main", queues.main(), false),
                                new StackQueues.Watched("dlq", queues.deadLetter(), true),
                                new StackQueues.Watched("parking", queues.parking(), true),
                                new StackQueues.Watched("shipments", queues.shipments(), false)),
                        Optional.of(queues.parking()),
                        Optional.of(queues.main())),
                app.routes(),
                app.doorLines());
    }
}
