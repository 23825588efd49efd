package io.durabledispatch.cli;

import io.durabledispatch.console.stack.LocalConsole;
import io.durabledispatch.demo.DemoIncomplete;
import io.durabledispatch.demo.DemoProgress;
import io.durabledispatch.demo.DemoReport;
import io.durabledispatch.demo.DemoRun;
import io.durabledispatch.demo.DemoTable;
import io.durabledispatch.demo.workload.WorkloadGenerator;
import io.durabledispatch.demo.workload.WorkloadSpec;
import io.durabledispatch.emulators.apigateway.ApiGatewayEmulator;
import io.durabledispatch.localstack.DefaultPorts;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.builtin.BuiltInUnavailable;
import io.durabledispatch.localstack.template.TemplateException;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.QueueMessages;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Starts the stack, sends a realistic workload, waits until it is quiet, prints what became of every message. */
@Command(name = "demo", mixinStandardHelpOptions = true, description = "Run a realistic workload and print a summary.")
final class DemoCommand implements Callable<Integer> {
    @Mixin
    StackOptions stack;

    @Mixin
    WorkloadOptions workload;

    @Option(
            names = "--timeout",
            defaultValue = "PT1M",
            description = "Give up once nothing has moved for this long (ISO-8601, default ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(
            names = "--progress-every",
            defaultValue = "PT5S",
            description = "Print a progress line this often (ISO-8601, default ${DEFAULT-VALUE}).")
    Duration progressEvery;

    @Option(names = "--keep", description = "Keep the stack running afterwards (fixed ports, as with `up`).")
    boolean keep;

    @Option(names = "--verbose", description = "Show the dispatcher's log lines (one JSON line per record).")
    boolean verbose;

    @Override
    public Integer call() throws InterruptedException {
        PrintStream console = System.out;
        DispatcherLog log = verbose ? DispatcherLog.console() : DispatcherLog.toFile(stack.dataDir);
        LocalSettings settings = stack.settings(keep ? LocalSettings.Ports.FIXED : LocalSettings.Ports.EPHEMERAL);
        WorkloadSpec spec = workload.spec();
        BuiltInStack system;
        try {
            system = BuiltInStack.start(settings, Console.STDOUT_LOG);
        } catch (BuiltInUnavailable | TemplateException | IllegalArgumentException e) {
            log.restore();
            System.err.println("error: " + e.getMessage());
            return 2;
        }
        console.println("Workflow tables: DynamoDB on dynalite "
                + system.dynamoDb().map(Object::toString).orElse(""));
        console.printf(
                "Sending %d events (%d distinct requests over %d tenants) ...%n",
                spec.events(), spec.uniqueRequests(), spec.tenants());
        // Started before the workload, so its dispatcher page shows the whole run; it dies with the JVM.
        LocalConsole web = keep ? LocalConsole.start(system, DefaultPorts.CONSOLE) : null;
        if (web != null) console.println("Console: " + web.address());
        DemoReport report;
        try {
            report = run(system, spec, console);
        } catch (DemoIncomplete incomplete) {
            log.restore();
            System.err.println(incomplete.getMessage());
            system.close();
            return 1;
        }
        log.restore();
        console.print(DemoTable.render(report));
        report.problems().forEach(problem -> console.println("MISMATCH " + problem));
        log.file().ifPresent(file -> console.println("Dispatcher log: " + file));
        if (keep) {
            Console.printEndpoints(system, console);
            console.println("  Console             " + web.address());
            waitForCtrlC(system);
        } else {
            system.close();
        }
        return report.problems().isEmpty() ? 0 : 1;
    }

    private DemoReport run(BuiltInStack system, WorkloadSpec spec, PrintStream console) {
        var clients = system.clients();
        var executions = new EngineExecutions(
                clients.lambda(), clients.stepFunctions(), RouteDocuments.load(system.routeDocument()));
        Optional<URI> api = system.app().apis().stream().findFirst().map(ApiGatewayEmulator::url);
        var run = new DemoRun(
                new QueueMessages(clients.sqs()), executions, system.queues(), system::counters, timeout, api);
        var workload = WorkloadGenerator.generate(spec);
        if (!workload.apiWaves().isEmpty()) {
            console.printf(
                    "... and %d HTTP requests to %s (%d distinct, %d storm copies, %d conflicting, %d invalid)%n",
                    workload.apiExpected().requests(),
                    api.map(Object::toString).orElse("(no API)"),
                    workload.apiExpected().distinct(),
                    workload.apiExpected().repeats(),
                    workload.apiExpected().conflicts(),
                    workload.apiExpected().invalid());
        }
        try (var progress =
                DemoProgress.start(console, progressEvery, workload.all().size(), run::sent, system::counters)) {
            return run.run(workload);
        }
    }

    private static void waitForCtrlC(BuiltInStack system) throws InterruptedException {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            system.close();
            stopped.countDown();
        }));
        stopped.await();
    }
}
