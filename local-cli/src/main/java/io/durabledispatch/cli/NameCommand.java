package io.durabledispatch.cli;

import io.durabledispatch.core.plan.Generations;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Rejection;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Shows what the dispatcher would make of an event, with the dispatcher's own planner (no network); with
 * {@code --http}, what the HTTP door would make of a request's body.
 */
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

    @Option(
            names = "--http",
            paramLabel = "'METHOD /path'",
            description = "Plan each body as a request to the HTTP door, e.g. 'POST /orders' or"
                    + " 'POST /tenants/acme/orders': the route is found by method and path, as the door finds it.")
    String http;

    @Option(
            names = "--header",
            paramLabel = "NAME=VALUE",
            description = "With --http: a request header (repeatable), for routes that read a key from one.")
    Map<String, String> headers = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        Planner planner = new Planner(target.routeTable());
        int rejected = 0;
        if (generation < Generations.FIRST || generation > Generations.MAX) {
            throw new ParameterException(spec.commandLine(), "--generation must be from 1 to " + Generations.MAX);
        }
        if (http == null && !headers.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--header needs --http: a queue's event has no headers");
        }
        Optional<HttpPlanning> door = http == null ? Optional.empty() : Optional.of(httpPlanning());
        var out = spec.commandLine().getOut();
        for (String body : EventInput.read(file)) {
            PlanResult result = door.map(request -> request.plan(planner, body))
                    .orElseGet(() -> planner.plan(body, Optional.of(Integer.toString(generation))));
            boolean planned = result.fold(plan -> print(out, plan), rejection -> print(out, rejection));
            if (!planned) rejected++;
        }
        return rejected == 0 ? 0 : 2;
    }

    private HttpPlanning httpPlanning() {
        try {
            return HttpPlanning.of(http, headers, generation);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
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
