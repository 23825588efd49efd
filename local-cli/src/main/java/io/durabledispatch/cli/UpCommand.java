package io.durabledispatch.cli;

import io.durabledispatch.console.stack.LocalConsole;
import io.durabledispatch.localstack.DefaultPorts;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.builtin.BuiltInUnavailable;
import io.durabledispatch.localstack.template.TemplateException;
import java.util.Optional;
import java.util.concurrent.Callable;
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

    @Option(
            names = "--api-port",
            defaultValue = "" + DefaultPorts.API,
            description = "The template's first HTTP API; a second one listens one above, and so on. 0: free ones.")
    int apiPort;

    /** Every port is checked before anything starts ({@link PortCheck}); 0 picks a free one. */
    @Option(names = "--console-port", defaultValue = "" + DefaultPorts.CONSOLE, description = "0: a free one.")
    int consolePort;

    @Override
    public Integer call() throws InterruptedException {
        Optional<String> busy = new PortCheck()
                .port("--sqs-port", sqsPort)
                .port("--lambda-port", lambdaPort)
                .port("--sfn-port", sfnPort)
                .port("--console-port", consolePort)
                .port("--api-port", apiPort)
                .problem();
        if (busy.isPresent()) {
            System.err.println("error: " + busy.get());
            return 2;
        }
        if (app.requested()) return runApp();
        BuiltInStack system;
        try {
            system = BuiltInStack.start(
                    stack.settings(new LocalSettings.Ports(sqsPort, lambdaPort, sfnPort, apiPort)), Console.STDOUT_LOG);
        } catch (BuiltInUnavailable | TemplateException | IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            return 2;
        }
        LocalConsole web;
        try {
            web = LocalConsole.start(system, consolePort);
        } catch (RuntimeException e) {
            system.close();
            throw e;
        }
        Console.printEndpoints(system);
        AppSummary.printApis(system.app(), System.out);
        AppSummary.printEventBus(system.app(), System.out);
        System.out.println("  Console             " + web.address());
        var published = StackPublication.publish(system.app(), web, System.out);
        System.out.println("Running. Ctrl-C stops it" + (stack.dataDir == null ? " (state is in memory)." : "."));
        UntilStopped.await(published, web, system);
        return 0;
    }

    /** {@code --app}, {@code --template}, {@code --function}: bad input exits 2 with nothing left running. */
    private int runApp() throws InterruptedException {
        AppOptions.AppRun run;
        try {
            run = app.start(
                    new LocalSettings.Ports(sqsPort, lambdaPort, sfnPort, apiPort), Optional.ofNullable(stack.dataDir));
        } catch (TemplateException | IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            return 2;
        }
        LocalConsole web;
        try {
            web = LocalConsole.start(run.stack(), consolePort);
        } catch (RuntimeException e) {
            run.stack().close();
            throw e;
        }
        AppSummary.print(run.plan(), run.stack(), System.out);
        System.out.println("  Console             " + web.address());
        var published = StackPublication.publish(run.stack(), web, System.out);
        System.out.println("Running. Ctrl-C stops it.");
        UntilStopped.await(published, web, run.stack());
        return 0;
    }
}
