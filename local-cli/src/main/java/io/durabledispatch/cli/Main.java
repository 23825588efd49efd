package io.durabledispatch.cli;

import picocli.CommandLine;

/** {@code durable-dispatch <command>}: the local stack and a CLI for any durable-dispatch deployment. */
public final class Main {
    private Main() {}

    /**
     * A failed command prints one line that says what is wrong and what to do ({@link FailureReport}), exit 1;
     * {@code --debug} adds the stack trace. A usage error (a bad option, a value out of range) is picocli's: the
     * message and the usage, exit 2.
     */
    private static int report(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
        if (debug(parsed)) e.printStackTrace(command.getErr());
        command.getErr().println(FailureReport.line(e));
        return CommandLine.ExitCode.SOFTWARE;
    }

    private static boolean debug(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult level = parsed; level != null; level = level.subcommand()) {
            if (level.hasMatchedOption(FailureReport.DEBUG_OPTION)) return true;
        }
        return false;
    }

    /** The command line every entry point runs: the commands, and failures reported in one line. */
    static CommandLine commandLine() {
        return new CommandLine(new DurableDispatchCommand())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(Main::report);
    }

    /**
     * Idle keep-alive connections the JDK's HTTP client (the SDK's UrlConnection client) keeps per endpoint. The
     * default of 5 is below the callers of one emulator (16 dispatcher starts, 8 invokers' checkpoints), so every
     * extra connection was closed after its request and a new one opened for the next: TCP set-up on both sides.
     */
    static final String KEEP_ALIVE_CONNECTIONS = "64";

    public static void main(String[] args) {
        System.setProperty("http.maxConnections", KEEP_ALIVE_CONNECTIONS);
        int exit = commandLine().execute(args);
        // `up` and `demo --keep` return only when asked to stop; everything else ends here.
        System.exit(exit);
    }
}
