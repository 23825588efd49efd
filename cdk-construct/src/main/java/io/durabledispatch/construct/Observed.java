package io.durabledispatch.construct;

import io.durabledispatch.construct.observability.ObservedResources;
import io.durabledispatch.construct.queues.DispatchQueues;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.services.lambda.IFunction;

/** What the dashboard and alarms watch, derived from the queues, the dispatcher and the routes' targets. */
final class Observed {
    private Observed() {}

    static ObservedResources of(
            DispatchQueues queues, IFunction dispatcher, List<DispatchRoute> routes, List<String> operations) {
        List<DispatchTarget> targets =
                routes.stream().map(DispatchRoute::target).distinct().toList();
        List<ObservedResources.DurableFunction> functions = targets.stream()
                .flatMap(target -> target
                        .fold(
                                function -> Optional.of(new ObservedResources.DurableFunction(
                                        function.label(), function.functionName())),
                                machine -> Optional.<ObservedResources.DurableFunction>empty())
                        .stream())
                .toList();
        List<ObservedResources.StateMachine> machines = targets.stream()
                .flatMap(target -> target
                        .fold(
                                function -> Optional.<ObservedResources.StateMachine>empty(),
                                machine -> Optional.of(
                                        new ObservedResources.StateMachine(machine.label(), machine.machine())))
                        .stream())
                .toList();
        return new ObservedResources(
                queues.mainQueue(),
                queues.deadLetterQueue(),
                queues.parkingQueue(),
                dispatcher,
                functions,
                machines,
                operations);
    }
}
