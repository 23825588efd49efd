package io.durabledispatch.dispatcher;

import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.aws.LambdaDurableStarter;
import io.durabledispatch.aws.SqsParkingQueue;
import io.durabledispatch.aws.StateMachineTypeCheck;
import io.durabledispatch.aws.StepFunctionsStarter;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.DuplicateMemory;
import io.durabledispatch.core.start.RememberingStarter;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.dispatcher.aws.SqsQueueUrls;
import io.durabledispatch.dispatcher.aws.SqsRedelivery;
import io.durabledispatch.dispatcher.config.Settings;
import io.durabledispatch.dispatcher.core.DispatchTelemetry;
import io.durabledispatch.dispatcher.core.Dispatcher;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.dispatcher.core.Retries;
import io.durabledispatch.dispatcher.snapstart.SnapStartPriming;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.crac.Core;

/** The one place that builds the object graph: settings → routes → SDK clients → adapters → core service. */
final class Wiring {
    private Wiring() {}

    static Dispatcher fromEnvironment(Map<String, String> env) {
        return fromEnvironment(env, outcome -> {});
    }

    static Dispatcher fromEnvironment(Map<String, String> env, Consumer<RecordOutcome> listener) {
        Settings settings = Settings.from(env);
        RouteTable routes = RouteDocuments.load(settings.routes());
        Consumer<String> stdout = System.out::println; // Lambda sends stdout lines to CloudWatch Logs
        AwsClients clients = AwsClients.create(settings.clients());
        StateMachineTypeCheck.refuseExpress(routes, clients.sfn(), stdout);
        Planner planner = new Planner(routes);
        SnapStartPriming.register(Core.getGlobalContext(), planner, stdout); // a no-op outside SnapStart
        return new Dispatcher(
                planner,
                new TargetStarters(
                        lambda(new LambdaDurableStarter(clients.lambda()), settings.duplicateMemory()),
                        new StepFunctionsStarter(clients.sfn())),
                new SqsParkingQueue(clients.sqs(), settings.parkingQueueUrl()),
                startExecutor(settings.maxConcurrency()),
                new DispatchTelemetry(stdout, Clock.systemUTC(), listener, settings.tenantMetrics()),
                new Retries(
                        new SqsRedelivery(
                                clients.sqs(),
                                new SqsQueueUrls(settings.endpoints().sqs()),
                                stdout),
                        settings.retrySchedule(),
                        () -> ThreadLocalRandom.current().nextDouble()),
                settings.deadlineMargin());
    }

    /** Only Lambda gets the memory: Step Functions tells duplicates itself, with the existing status. */
    private static WorkflowStarter<LambdaDurableTarget> lambda(
            WorkflowStarter<LambdaDurableTarget> engine, Settings.DuplicateMemory memory) {
        if (!memory.enabled()) return engine;
        return new RememberingStarter<>(
                engine,
                new DuplicateMemory(memory.window(), memory.maxEntries(), Clock.systemUTC()),
                memory.skipsLambda());
    }

    /** Daemon threads: an in-process dispatcher (local stack, tests) must not keep its JVM alive. */
    static ExecutorService startExecutor(int threads) {
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "dispatch-start-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }
}
