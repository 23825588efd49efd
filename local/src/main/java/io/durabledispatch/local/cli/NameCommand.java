package io.durabledispatch.local.cli;

import io.durabledispatch.dispatcher.core.plan.Plan;
import io.durabledispatch.dispatcher.core.plan.Planner;
import io.durabledispatch.dispatcher.core.plan.Rejection;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** Shows what the dispatcher would make of an event, with the dispatcher's own planner (no network). */
@Command(
        name = "name",
        mixinStandardHelpOptions = true,
        description = "Show an event's execution name and canonical input.")
final class NameCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description = "One event (JSON, or NDJSON for several); none: stdin.")
    Path file;

    @Override
    public Integer call() throws Exception {
        Planner planner = new Planner(target.routeTable());
        int rejected = 0;
        for (String body : EventInput.read(file)) {
            var result = planner.plan(body);
            if (result instanceof Plan plan) {
                System.out.printf(
                        "route           %s%nworkflow        %s%nexecution name  %s%ncanonical input %s%n%n",
                        plan.route().name(),
                        plan.route().target().describe(),
                        plan.executionName(),
                        plan.canonicalInput());
            } else if (result instanceof Rejection rejection) {
                rejected++;
                System.out.printf("INVALID %s: %s%n%n", rejection.reason(), rejection.detail());
            }
        }
        return rejected == 0 ? 0 : 2;
    }
}
