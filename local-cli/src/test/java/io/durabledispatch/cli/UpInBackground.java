package io.durabledispatch.cli;

import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.localstack.running.StackDescriptor;
import io.durabledispatch.localstack.running.StackDirectory;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * {@code durable-dispatch up ...} on a thread of its own, as a user would leave it running in a terminal; closing
 * interrupts it, which stops the stack as Ctrl-C does. Also runs the other commands and keeps what they print.
 */
final class UpInBackground implements AutoCloseable {
    private static final Duration START = Duration.ofMinutes(2);

    private final Thread thread;
    private final AtomicInteger exit = new AtomicInteger(-1);
    private final StackDescriptor descriptor;

    private UpInBackground(String... args) {
        Set<String> before = ids();
        thread = new Thread(() -> exit.set(Main.commandLine().execute(args)), "up");
        thread.start();
        Deadline.within(START)
                .await(
                        "up to publish its descriptor",
                        () -> !thread.isAlive() || !fresh(before).isEmpty());
        List<StackDescriptor> started = fresh(before);
        if (started.size() != 1)
            throw new IllegalStateException("up ended with exit " + exit.get() + " and " + started);
        descriptor = started.get(0);
    }

    static UpInBackground start(String... args) {
        return new UpInBackground(args);
    }

    StackDescriptor descriptor() {
        return descriptor;
    }

    static StackDirectory directory() {
        return StackDirectory.fromEnvironment();
    }

    /** Stops {@code up} and returns its exit code. */
    int stop() throws InterruptedException {
        thread.interrupt();
        thread.join(START.toMillis());
        return exit.get();
    }

    @Override
    public void close() throws InterruptedException {
        if (thread.isAlive()) stop();
    }

    /** One command, its exit code and everything it printed (its own lines, maybe among the stack's log lines). */
    static synchronized Result run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream original = System.out;
        PrintStream originalErr = System.err;
        PrintStream captured = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code;
        try {
            System.setOut(captured);
            System.setErr(captured);
            var cli = Main.commandLine();
            cli.setOut(new PrintWriter(captured, true));
            cli.setErr(new PrintWriter(captured, true));
            code = cli.execute(args);
        } finally {
            System.setOut(original);
            System.setErr(originalErr);
        }
        return new Result(code, bytes.toString(StandardCharsets.UTF_8));
    }

    record Result(int code, String out) {}

    private static Set<String> ids() {
        return directory().running().stream().map(StackDescriptor::id).collect(Collectors.toSet());
    }

    private static List<StackDescriptor> fresh(Set<String> before) {
        return directory().running().stream()
                .filter(d -> !before.contains(d.id()))
                .toList();
    }
}
