package io.durabledispatch.dispatcher.core;

import io.durabledispatch.core.parking.InMemoryParkingQueue;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** A dispatcher on the default routes and in-memory ports, with everything a test wants to look at. */
public final class TestDispatchers implements AutoCloseable {
    public static final Planner DEFAULT_PLANNER =
            new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));

    public final InMemoryWorkflowStarter<LambdaDurableTarget> lambda = new InMemoryWorkflowStarter<>();
    public final InMemoryWorkflowStarter<StepFunctionsTarget> stepFunctions = new InMemoryWorkflowStarter<>();
    public final InMemoryParkingQueue parking = new InMemoryParkingQueue();
    public final InMemoryRedelivery redelivery = new InMemoryRedelivery();
    public final List<String> lines = new CopyOnWriteArrayList<>();
    private final ExecutorService executor;
    public final Dispatcher dispatcher;

    public TestDispatchers(int concurrency) {
        this(concurrency, DEFAULT_PLANNER);
    }

    public TestDispatchers(int concurrency, Planner planner) {
        this(concurrency, planner, RetrySchedule.defaults(), Duration.ZERO);
    }

    /** Jitter is fixed at its lowest: every delay is the schedule's shortest, the worst case for the DLQ. */
    public TestDispatchers(int concurrency, Planner planner, RetrySchedule schedule, Duration deadlineMargin) {
        executor = Executors.newFixedThreadPool(concurrency);
        dispatcher = new Dispatcher(
                planner,
                new TargetStarters(lambda, stepFunctions),
                parking,
                executor,
                new DispatchTelemetry(lines::add, Clock.systemUTC()),
                new Retries(redelivery, schedule, () -> 0.0),
                deadlineMargin);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
