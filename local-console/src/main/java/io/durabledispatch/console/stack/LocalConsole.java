package io.durabledispatch.console.stack;

import io.durabledispatch.console.Console;
import io.durabledispatch.console.ConsoleErrors;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.ops.rerun.EngineLookup;
import io.durabledispatch.ops.rerun.RerunSender;
import io.durabledispatch.ops.rerun.SqsRerunSender;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The web console of a running stack, the built-in one or a user's app: its executions, its doors' outcomes
 * from now on (read from the doors' log lines), and its queues. Uses the stack's own route
 * document, so business-key lookups name executions as its dispatcher does.
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
    public static LocalConsole start(BuiltInStack stack, int port) {
        return start(StackView.of(stack), port);
    }

    /** The console of {@code up --app}, {@code --template} or {@code --function}. */
    public static LocalConsole start(AppStack app, int port) {
        return start(AppStackView.of(app), port);
    }

    public static LocalConsole start(StackView stack, int port) {
        Clock clock = Clock.systemUTC();
        Planner planner = new Planner(stack.routes());
        ActivityLog activity = new ActivityLog(clock, planner.routes());
        stack.doorLines().ifPresent(register -> register.accept(activity));
        SqsClient sqs = stack.clients().sqs();
        LambdaClient lambda = stack.clients().lambda();
        SfnClient sfn = stack.clients().stepFunctions();
        LocalStackBackend backend = new LocalStackBackend(
                new LambdaExecutions(stack.lambda(), lambda),
                new StepFunctionsExecutions(stack.stepFunctions(), sfn),
                new SqsQueues(sqs, stack.queues(), clock),
                new EngineLookup(lambda, sfn),
                rerunSender(sqs, stack.queues()));
        return new LocalConsole(Console.start(backend, planner, activity, port), List.of(sqs, lambda, sfn));
    }

    /** Re-runs go where redrives go: the standard queue feeding the dispatcher, if the stack has one. */
    private static RerunSender rerunSender(SqsClient sqs, StackQueues queues) {
        return queues.redriveTo()
                .<RerunSender>map(queue -> new SqsRerunSender(sqs, queue, RERUN_GROUP))
                .orElse(rerun -> {
                    throw ConsoleErrors.conflict("this stack has no standard queue feeding its dispatcher");
                });
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
