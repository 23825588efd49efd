package io.durabledispatch.cli;

import io.durabledispatch.console.stack.LocalConsole;
import io.durabledispatch.localstack.DefaultPorts;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.LocalSystem;
import io.durabledispatch.localstack.template.TemplateException;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Starts the local stack on fixed ports and keeps it running until Ctrl-C. */
@Command(name = "up", mixinStandardHelpOptions = true, description = "Start the local stack and keep it running.")
final class UpCommand implements Callable<Integer> {
    @Mixin
    StackOptions stack;

    @Mixin
    AppOptions app;

    @Option(names = "--sqs-port", defaultValue = "" + DefaultPorts.SQS)
    int sqsPort;

    @Option(names = "--lambda-port", defaultValue = "" + DefaultPorts.LAMBDA)
    int lambdaPort;

    @Option(names = "--sfn-port", defaultValue = "" + DefaultPorts.STEP_FUNCTIONS)
    int sfnPort;

    // descriptor/ports: the console's port, and every port checked before anything starts (PortCheck)
    @Option(names = "--console-port", defaultValue = "" + DefaultPorts.CONSOLE, description = "0: a free one.")
    int consolePort;

    @Override
    public Integer call() throws InterruptedException {
        Optional<String> busy = new PortCheck() // descriptor/ports
                .port("--sqs-port", sqsPort)
                .port("--lambda-port", lambdaPort)
                .port("--sfn-port", sfnPort)
                .port("--console-port", consolePort)
                .problem();
        if (busy.isPresent()) {
            System.err.println("error: " + busy.get());
            return 2;
        }
        if (app.requested()) return runApp();
        LocalSystem system = LocalSystem.start(
                stack.settings(new LocalSettings.Ports(sqsPort, lambdaPort, sfnPort)),
                Console.STDOUT_LOG,
                stack.store());
        LocalConsole web = LocalConsole.start(system, consolePort); // descriptor/ports: was DefaultPorts.CONSOLE
        Console.printEndpoints(system);
        System.out.println("  Console             " + web.address());
        System.out.println("Running. Ctrl-C stops it" + (stack.dataDir == null ? " (state is in memory)." : "."));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            web.close();
            system.close();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    /** {@code --app}, {@code --template}, {@code --function}: bad input exits 2 with nothing left running. */
    private int runApp() throws InterruptedException {
        AppOptions.AppRun run;
        try {
            run = app.start(new LocalSettings.Ports(sqsPort, lambdaPort, sfnPort), Optional.ofNullable(stack.dataDir));
        } catch (TemplateException | IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            return 2;
        }
        LocalConsole web;
        try {
            web = LocalConsole.start(run.stack(), consolePort); // descriptor/ports: was DefaultPorts.CONSOLE
        } catch (RuntimeException e) {
            run.stack().close();
            throw e;
        }
        AppSummary.print(run.plan(), run.stack(), System.out);
        System.out.println("  Console             " + web.address());
        var published = StackPublication.publish(run.stack(), web, System.out); // descriptor/ports
        System.out.println("Running. Ctrl-C stops it.");
        UntilStopped.await(published, web, run.stack()); // descriptor/ports: was a latch and a shutdown hook
        return 0;
    }
}
