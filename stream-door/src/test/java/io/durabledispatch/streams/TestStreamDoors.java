package io.durabledispatch.streams;

import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.parking.InMemoryParkingQueue;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.streams.core.RecordResult;
import io.durabledispatch.streams.core.StreamDoor;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** A stream door on the test routes and in-memory ports, with everything a test wants to look at. */
final class TestStreamDoors implements AutoCloseable {
    static final Planner PLANNER = new Planner(RouteDocuments.load("classpath:routes/stream-routes.json"));

    final InMemoryWorkflowStarter<LambdaDurableTarget> lambda = new InMemoryWorkflowStarter<>();
    final InMemoryWorkflowStarter<StepFunctionsTarget> stepFunctions = new InMemoryWorkflowStarter<>();
    final InMemoryParkingQueue parking = new InMemoryParkingQueue();
    final List<RecordResult> results = new CopyOnWriteArrayList<>();
    private final ExecutorService executor = Executors.newFixedThreadPool(8);
    final StreamDoor door = new StreamDoor(
            new Admission(PLANNER, new TargetStarters(lambda, stepFunctions), RetryHints.defaults()),
            parking,
            executor,
            results::add);

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
