package io.durabledispatch.streams;

import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.aws.LambdaDurableStarter;
import io.durabledispatch.aws.SqsParkingQueue;
import io.durabledispatch.aws.StateMachineTypeCheck;
import io.durabledispatch.aws.StepFunctionsStarter;
import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.streams.config.StreamSettings;
import io.durabledispatch.streams.core.StreamDoor;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** The one place that builds the object graph: settings → routes → SDK clients → adapters → core service. */
final class Wiring {
    private Wiring() {}

    /** @param door the event source, as the per-record log lines name it */
    static StreamDoor fromEnvironment(Map<String, String> env, Door door) {
        StreamSettings settings = StreamSettings.from(env);
        RouteTable routes = RouteDocuments.load(settings.routes());
        Consumer<String> stdout = System.out::println; // Lambda sends stdout lines to CloudWatch Logs
        AwsClients clients = AwsClients.create(settings.clients());
        StateMachineTypeCheck.refuseExpress(routes, clients.sfn(), stdout);
        Admission admission = new Admission(
                new Planner(routes),
                new TargetStarters(new LambdaDurableStarter(clients.lambda()), new StepFunctionsStarter(clients.sfn())),
                // The stream door holds its shard instead of waiting: the hint is never read.
                RetryHints.defaults());
        return new StreamDoor(
                admission,
                new SqsParkingQueue(clients.sqs(), settings.parkingQueueUrl()),
                startExecutor(settings.maxConcurrency()),
                result -> stdout.accept(StreamLog.line(door, result)));
    }

    /** Daemon threads: an in-process door (tests) must not keep its JVM alive. */
    private static ExecutorService startExecutor(int threads) {
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "stream-start-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }
}
