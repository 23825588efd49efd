package io.durabledispatch.cli;

import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Rejection;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Shows what the dispatcher would make of an event, with the dispatcher's own planner (no network). */
@Command(
        name = "name",
        mixinStandardHelpOptions = true,
        description = "Show an event's execution name and canonical input.")
final class NameCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description = "One event (JSON, or NDJSON for several); none: stdin.")
    Path file;

    @Option(
            names = "--generation",
            defaultValue = "1",
            description = "The generation to name (1: the first run; n: the request's (n-1)th re-run).")
    int generation;

    @Override
    public Integer call() throws Exception {
        Planner planner = new Planner(target.routeTable());
        int rejected = 0;
        if (generation < Generations.FIRST || generation > Generations.MAX) {
            throw new ParameterException(spec.commandLine(), "--generation must be from 1 to " + Generations.MAX);
        }
        var out = spec.commandLine().getOut();
        for (String body : EventInput.read(file)) {
            boolean planned = planner.plan(body, Optional.of(Integer.toString(generation)))
                    .fold(plan -> print(out, plan), rejection -> print(out, rejection));
            if (!planned) rejected++;
        }
        return rejected == 0 ? 0 : 2;
    }

    private static boolean print(PrintWriter out, Plan plan) {
        out.printf(
                "route           %s%nworkflow        %s%ngeneration      %d%nexecution name  %s%ncanonical input %s%n%n",
                plan.route().name(),
                plan.route().target().describe(),
                plan.generation(),
                plan.executionName(),
                plan.canonicalInput());
        return true;
    }

    private static boolean print(PrintWriter out, Rejection rejection) {
        out.printf("INVALID %s: %s%n%n", rejection.reason(), rejection.detail());
        return false;
    }
}
