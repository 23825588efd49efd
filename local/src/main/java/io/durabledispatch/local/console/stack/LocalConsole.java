package io.durabledispatch.local.console.stack;

import io.durabledispatch.dispatcher.core.plan.Planner;
import io.durabledispatch.local.LocalSystem;
import io.durabledispatch.local.app.AppStack;
import io.durabledispatch.local.console.Console;
import io.durabledispatch.local.console.activity.ActivityLog;
import java.net.URI;
import java.time.Clock;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The web console of a running stack, the built-in one or a user's app: its executions, its dispatcher's outcomes
 * from now on (when the dispatcher runs in this class loader), and its queues. Uses the stack's own route
 * document, so business-key lookups name executions as its dispatcher does.
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
        return start(StackView.of(system), port);
    }

    /** The console of {@code up --app}, {@code --template} or {@code --function}. */
    public static LocalConsole start(AppStack app, int port) {
        return start(AppStackView.of(app), port);
    }

    public static LocalConsole start(StackView stack, int port) {
        Clock clock = Clock.systemUTC();
        ActivityLog activity = new ActivityLog(clock);
        stack.dispatchOutcomes().ifPresent(register -> register.accept(activity));
        SqsClient sqs = stack.clients().sqs();
        LocalStackBackend backend = new LocalStackBackend(
                new LambdaExecutions(stack.lambda()),
                new StepFunctionsExecutions(stack.stepFunctions()),
                new SqsQueues(sqs, stack.queues(), clock));
        return new LocalConsole(Console.start(backend, new Planner(stack.routes()), activity, port), sqs);
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
