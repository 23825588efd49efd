package io.durabledispatch.cli;

import io.durabledispatch.console.stack.LocalConsole;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.running.AppDescriptor;
import io.durabledispatch.localstack.running.StackDescriptor;
import io.durabledispatch.localstack.running.StackDirectory;
import java.io.PrintStream;
import java.util.Optional;

/**
 * What {@code up} publishes for the other commands: the running app's descriptor in the state directory, so
 * that {@code send}, {@code executions}, ... find its queues, routes and endpoints without flags.
 */
final class StackPublication {
    private StackPublication() {}

    /** Writes the descriptor and prints its id; if it cannot be written, what started is closed again. */
    static StackDirectory.Published publish(AppStack stack, LocalConsole console, PrintStream out) {
        StackDescriptor descriptor = AppDescriptor.of(stack, Optional.of(console.address()));
        StackDirectory.Published published;
        try {
            published = StackDirectory.fromEnvironment().publish(descriptor);
        } catch (RuntimeException e) {
            console.close();
            stack.close();
            throw e;
        }
        out.println("  Stack               " + descriptor.id() + " (" + published.file() + ")");
        return published;
    }
}
