package io.durabledispatch.cli;

import io.durabledispatch.ops.inspect.ExecutionHistory;
import io.durabledispatch.ops.inspect.HistoryDetail;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Prints a durable execution's history (GetDurableExecutionHistory), one event a line, oldest first. */
@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        description = "Show the history of a durable execution (steps, waits, callbacks, invocations).")
final class HistoryCommand implements Callable<Integer> {
    @Mixin
    TargetOptions target;

    @Parameters(index = "0", description = "The durable execution ARN (see `executions`).")
    String executionArn;

    @Option(names = "--no-data", description = "Leave out inputs, results and errors (IncludeExecutionData=false).")
    boolean noData;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (var lambda = target.clients().lambda()) {
            var events = ExecutionHistory.read(lambda, executionArn, !noData);
            out.printf("%-4s %-24s %-22s %-20s %s%n", "ID", "TIME", "EVENT", "NAME", "DETAIL");
            events.forEach(event -> out.printf(
                    "%-4d %-24s %-22s %-20s %s%n",
                    event.eventId(),
                    event.eventTimestamp(),
                    event.eventTypeAsString(),
                    event.name() == null ? "-" : event.name(),
                    HistoryDetail.of(event)));
            out.flush();
            return 0;
        }
    }
}
