package io.durabledispatch.cli;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.ops.rerun.EngineLookup;
import io.durabledispatch.ops.rerun.RerunDecision;
import io.durabledispatch.ops.rerun.RerunService;
import io.durabledispatch.ops.rerun.Reruns;
import io.durabledispatch.ops.rerun.SqsRerunSender;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Runs a business request again: its next generation, sent through the main queue like any request. */
@Command(
        name = "rerun",
        mixinStandardHelpOptions = true,
        description = "Re-run a request whose latest execution FAILED, TIMED_OUT or was STOPPED (its next generation).")
final class RerunCommand implements Callable<Integer> {
    static final int REFUSED = 3;

    @Mixin
    TargetOptions target;

    @Option(names = "--route", required = true, description = "The route of the business request.")
    String route;

    @Option(names = "--tenant", required = true)
    String tenant;

    @Option(names = "--key", required = true, description = "Key values in route order (repeat for several).")
    List<String> keys;

    @Option(names = "--force", description = "Also re-run a SUCCEEDED execution (never a RUNNING one).")
    boolean force;

    @Option(
            names = "--group",
            defaultValue = "rerun",
            description = "MessageGroupId on a FIFO queue (default ${DEFAULT-VALUE}).")
    String group;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var clients = target.clients();
        try (var lambda = clients.lambda();
                var stepFunctions = clients.stepFunctions();
                var sqs = clients.sqs()) {
            var reruns = new Reruns(new Planner(target.routeTable()), new EngineLookup(lambda, stepFunctions));
            var service = new RerunService(reruns, new SqsRerunSender(sqs, target.mainQueue(), group));
            return report(service.rerun(route, tenant, keys, force));
        }
    }

    private int report(RerunDecision decision) {
        var out = spec.commandLine().getOut();
        return decision.fold(
                send -> {
                    out.printf(
                            "latest execution %s (%s)%nsent generation %d: %s%n",
                            send.latest().name(), send.latest().status(), send.generation(), send.executionName());
                    return 0;
                },
                refused -> {
                    refused.latest().ifPresent(e -> out.printf("latest execution %s (%s)%n", e.name(), e.status()));
                    out.println("not re-run: " + refused.reason());
                    return REFUSED;
                });
    }
}
