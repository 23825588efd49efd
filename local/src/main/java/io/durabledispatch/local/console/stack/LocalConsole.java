package io.durabledispatch.local.console.stack;

import io.durabledispatch.dispatcher.core.plan.Planner;
import io.durabledispatch.local.LocalSystem;
import io.durabledispatch.local.console.Console;
import io.durabledispatch.local.console.activity.ActivityLog;
import io.durabledispatch.local.rerun.EngineLookup;
import io.durabledispatch.local.rerun.SqsRerunSender;
import io.durabledispatch.routes.document.RouteDocuments;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The web console of a running {@link LocalSystem}: its executions, its dispatcher's outcomes from now on, and
 * its queues. Uses the stack's own route document, so business-key lookups name executions as its dispatcher
 * does.
 */
public final class LocalConsole implements AutoCloseable {
    /** Re-runs go to the standard main queue; a group id would only matter on a FIFO one. */
    private static final String RERUN_GROUP = "rerun";

    private final Console console;
    private final List<SdkAutoCloseable> clients;

    private LocalConsole(Console console, List<SdkAutoCloseable> clients) {
        this.console = console;
        this.clients = clients;
    }

    /** @param port 0 for an ephemeral port */
    public static LocalConsole start(LocalSystem system, int port) {
        Clock clock = Clock.systemUTC();
        Planner planner = new Planner(RouteDocuments.load(system.settings().routes()));
        ActivityLog activity = new ActivityLog(clock, planner.routes());
        system.onDispatch(activity);
        SqsClient sqs = system.clients().sqs();
        LambdaClient lambda = system.clients().lambda();
        SfnClient sfn = system.clients().stepFunctions();
        LocalStackBackend backend = new LocalStackBackend(
                new LambdaExecutions(system.lambda(), lambda),
                new StepFunctionsExecutions(system.stepFunctions()),
                new SqsQueues(sqs, system.queues(), clock),
                new EngineLookup(lambda, sfn),
                new SqsRerunSender(sqs, system.queues().main(), RERUN_GROUP));
        return new LocalConsole(Console.start(backend, planner, activity, port), List.of(sqs, lambda, sfn));
    }

    public URI address() {
        return console.address();
    }

    @Override
    public void close() {
        console.close();
        clients.forEach(SdkAutoCloseable::close);
    }
}
