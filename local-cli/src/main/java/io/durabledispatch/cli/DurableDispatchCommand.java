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

    /**
     * The embedded services (ElasticMQ and its Pekko actors) log through SLF4J, warnings only by default
     * (simplelogger.properties). The level is read when the first logger is made, after the command line is parsed.
     */
    @picocli.CommandLine.Option(
            names = "--service-logs",
            scope = picocli.CommandLine.ScopeType.INHERIT,
            paramLabel = "LEVEL",
            description =
                    "Show the embedded services' own logs from this level on: error, warn (default), info, debug.")
    void serviceLogs(ServiceLogLevel level) {
        System.setProperty(ServiceLogLevel.PROPERTY, level.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** The levels of SLF4J's simple binding that {@code --service-logs} offers. */
    enum ServiceLogLevel {
        ERROR,
        WARN,
        INFO,
        DEBUG;

        static final String PROPERTY = "org.slf4j.simpleLogger.defaultLogLevel";
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
