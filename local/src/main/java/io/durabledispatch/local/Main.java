package io.durabledispatch.local;

import io.durabledispatch.local.cli.DurableDispatchCommand;
import picocli.CommandLine;

/** {@code durable-dispatch <command>}: the local stack and a CLI for any durable-dispatch deployment. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int exit = new CommandLine(new DurableDispatchCommand())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .execute(args);
        // `up` and `demo --keep` return only when asked to stop; everything else ends here.
        System.exit(exit);
    }
}
