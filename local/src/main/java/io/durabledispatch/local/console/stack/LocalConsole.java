package io.durabledispatch.local.console.stack;

import io.durabledispatch.dispatcher.core.plan.Planner;
import io.durabledispatch.local.LocalSystem;
import io.durabledispatch.local.console.Console;
import io.durabledispatch.local.console.activity.ActivityLog;
import io.durabledispatch.routes.document.RouteDocuments;
import java.net.URI;
import java.time.Clock;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The web console of a running {@link LocalSystem}: its executions, its dispatcher's outcomes from now on, and
 * its queues. Uses the stack's own route document, so business-key lookups name executions as its dispatcher
 * does.
 */
public final class LocalConsole implements AutoCloseable {
    private final Console console;
    private final SqsClient sqs;

    private LocalConsole(Console console, SqsClient sqs) {
        this.console = console;
        this.sqs = sqs;
    }

    /** @param port 0 for an ephemeral port */
    public static LocalConsole start(LocalSystem system, int port) {
        Clock clock = Clock.systemUTC();
        ActivityLog activity = new ActivityLog(clock);
        system.onDispatch(activity);
        SqsClient sqs = system.clients().sqs();
        LocalStackBackend backend = new LocalStackBackend(
                new LambdaExecutions(system.lambda()),
                new StepFunctionsExecutions(system.stepFunctions()),
                new SqsQueues(sqs, system.queues(), clock));
        Planner planner = new Planner(RouteDocuments.load(system.settings().routes()));
        return new LocalConsole(Console.start(backend, planner, activity, port), sqs);
    }

    public URI address() {
        return console.address();
    }

    @Override
    public void close() {
        console.close();
        sqs.close();
    }
}
