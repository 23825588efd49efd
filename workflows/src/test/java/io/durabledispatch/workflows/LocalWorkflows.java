package io.durabledispatch.workflows;

import io.durabledispatch.durableservice.ExecutionView;
import io.durabledispatch.durableservice.testing.DurableTestHarness;
import java.time.Duration;

/**
 * The three durable functions registered, under their deployed names, on the runtime's in-memory service with a
 * manual clock, writing through one set of in-memory stores the test can inspect.
 */
public final class LocalWorkflows {
    /** Long enough for the service to retry a crashed invocation and a step's retries to fall due. */
    public static final Duration RECOVERY = Duration.ofMinutes(1);

    private final DurableTestHarness harness = new DurableTestHarness();
    private final WorkflowCatalog catalog;

    public LocalWorkflows(SideEffects sideEffects) {
        this.catalog = new WorkflowCatalog(harness.runtime(), sideEffects);
        catalog.durableFunctions().forEach(harness::register);
    }

    public DurableTestHarness harness() {
        return harness;
    }

    public WorkflowCatalog catalog() {
        return catalog;
    }

    /** Starts like the dispatcher does (a named invoke) and runs until the execution waits or closes. */
    public String startAndRun(String function, String executionName, String canonicalInput) {
        String arn = harness.start(function, executionName, canonicalInput);
        harness.runUntilIdle();
        return arn;
    }

    /** Lets crashed invocations and step retries run again, then reports the execution. */
    public ExecutionView recover(String arn) {
        harness.advance(RECOVERY);
        return harness.execution(arn);
    }

    public ExecutionView execution(String arn) {
        return harness.execution(arn);
    }
}
