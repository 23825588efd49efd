package io.durabledispatch.cli;

import picocli.CommandLine;

/** {@code durable-dispatch <command>}: the local stack and a CLI for any durable-dispatch deployment. */
public final class Main {
    private Main() {}

    /** A failed command prints one line (the cause chain's messages), not a stack trace; DEBUG=1 shows it. */
    private static int report(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
        if (System.getenv("DEBUG") != null) e.printStackTrace();
        StringBuilder message = new StringBuilder("error: ").append(e.getMessage());
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            message.append(" <- ").append(cause.getMessage());
        }
        command.getErr().println(message);
        return 1;
    }

    /**
     * Idle keep-alive connections the JDK's HTTP client (the SDK's UrlConnection client) keeps per endpoint. The
     * default of 5 is below the callers of one emulator (16 dispatcher starts, 8 invokers' checkpoints), so every
     * extra connection was closed after its request and a new one opened for the next: TCP set-up on both sides.
     */
    static final String KEEP_ALIVE_CONNECTIONS = "64";

    public static void main(String[] args) {
        System.setProperty("http.maxConnections", KEEP_ALIVE_CONNECTIONS);
        int exit = new CommandLine(new DurableDispatchCommand())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .execute(args);
        // `up` and `demo --keep` return only when asked to stop; everything else ends here.
        System.exit(exit);
    }
}
