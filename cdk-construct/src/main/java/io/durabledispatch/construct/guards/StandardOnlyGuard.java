package io.durabledispatch.construct.guards;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.StateMachineTarget;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * Only STANDARD state machines refuse a second execution under the same name; EXPRESS ones start it again,
 * so they cannot be dispatcher targets. Durable functions always deduplicate by name.
 */
public final class StandardOnlyGuard {
    private StandardOnlyGuard() {}

    public static List<Finding> check(List<DispatchRoute> routes) {
        return routes.stream()
                .flatMap(
                        route -> route
                                .target()
                                .fold(function -> Optional.<Finding>empty(), machine -> express(route, machine))
                                .stream())
                .toList();
    }

    private static Optional<Finding> express(DispatchRoute route, StateMachineTarget machine) {
        if (machine.type().filter(StateMachineType.EXPRESS::equals).isEmpty()) return Optional.empty();
        return Optional.of(Finding.error("Route '" + route.name() + "': state machine " + machine.label()
                + " is EXPRESS (stateMachineType), but the dispatcher only targets STANDARD state machines: "
                + "EXPRESS executions are not deduplicated by name, so every duplicate delivery would run the "
                + "workflow again."));
    }
}
