package io.durabledispatch.cli;

import picocli.CommandLine.Command;

/** The root command: only a list of subcommands. */
@Command(
        name = "durable-dispatch",
        mixinStandardHelpOptions = true,
        version = "durable-dispatch 0.1.0",
        description = "At-least-once queues, exactly one durable workflow per business request.",
        subcommands = {
            UpCommand.class,
            DemoCommand.class,
            SendCommand.class,
            NameCommand.class,
            ExecutionsCommand.class,
            HistoryCommand.class,
            ParkedCommand.class,
            RedriveCommand.class,
            RerunCommand.class
        })
public final class DurableDispatchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Option(
            names = FailureReport.DEBUG_OPTION,
            scope = picocli.CommandLine.ScopeType.INHERIT,
            description = "On a failure, print the stack trace as well as the one-line message.")
    boolean debug;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
