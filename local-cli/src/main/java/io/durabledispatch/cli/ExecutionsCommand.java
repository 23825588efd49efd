package io.durabledispatch.cli;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.Route;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Lists executions, or finds one by its business key (the name comes from the dispatcher's own code). */
@Command(
        name = "executions",
        mixinStandardHelpOptions = true,
        description = "List executions (all, or one tenant's), or show one by business key.")
final class ExecutionsCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Option(
            names = "--status",
            description =
                    "Only executions with this status: RUNNING, SUCCEEDED, FAILED, TIMED_OUT or STOPPED (both engines).")
    String status;

    @Option(
            names = "--route",
            description = "With --tenant and --key: the route of the business request; with --tenant alone: only"
                    + " this route's executions.")
    String route;

    @Option(
            names = "--tenant",
            description = "Alone (or with --route): list this tenant's executions, read from their canonical input"
                    + " (one call per execution).")
    String tenant;

    @Option(names = "--key", description = "Key values in route order (repeat for several).")
    List<String> keys;

    @Option(names = "--limit", defaultValue = "50")
    int limit;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        var routes = target.routeTable();
        var clients = target.clients();
        var executions = new EngineExecutions(clients.lambda(), clients.stepFunctions(), routes);
        Route chosen = route == null
                ? null
                : routes.named(route)
                        .orElseThrow(() -> new ParameterException(spec.commandLine(), "no route " + route));
        if (keys != null && (route == null || tenant == null))
            throw new ParameterException(spec.commandLine(), "--key needs --route and --tenant");
        if (tenant != null && keys == null) {
            return list(executions.ofTenant(tenant, chosen == null ? routes.routes() : List.of(chosen)));
        }
        if (route == null) return list(executions.all());
        if (tenant == null) throw new ParameterException(spec.commandLine(), "--route needs --tenant");
        String name = new Planner(routes).executionName(route, tenant, keys).executionName();
        out().println("execution name " + name);
        var found = executions.find(chosen, name);
        found.ifPresentOrElse(this::print, () -> out().println("no execution started under this name"));
        return found.isPresent() ? 0 : 3;
    }

    private int list(List<ExecutionRecord> all) {
        var shown = all.stream()
                .filter(e -> status == null || e.status().equalsIgnoreCase(status))
                .limit(limit)
                .toList();
        out().printf("%-18s %-10s %-22s %s%n", "WORKFLOW", "STATUS", "STARTED", "NAME");
        shown.forEach(e -> out().printf("%-18s %-10s %-22s %s%n", e.workflow(), e.status(), e.started(), e.name()));
        out().printf("%d shown of %d execution(s)%n", shown.size(), all.size());
        return 0;
    }

    private java.io.PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private void print(ExecutionRecord e) {
        out().printf(
                        "workflow %s%nstatus   %s%nstarted  %s%nended    %s%narn      %s%n",
                        e.workflow(),
                        e.status(),
                        e.started(),
                        e.ended().map(Object::toString).orElse("-"),
                        e.arn());
    }
}
