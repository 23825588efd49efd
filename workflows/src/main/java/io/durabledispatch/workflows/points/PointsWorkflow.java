package io.durabledispatch.workflows.points;

import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.ContainerStores;
import io.durabledispatch.workflows.SideEffects;

/**
 * Durable entry of {@code points-workflow}, started by the dispatcher for each {@code points.earned} event.
 * Steps: grant-points. Reads only the durable runtime's environment.
 */
public final class PointsWorkflow extends DurableHandler<PointsInput, PointsGrant> {
    private final PointsFlow flow;

    /** Lambda: runtime from the environment, the DynamoDB tables its environment names ({@link ContainerStores}). */
    public PointsWorkflow() {
        super(PointsInput.class);
        this.flow = new PointsFlow(new DefaultPointsSteps(
                ContainerStores.of(WorkflowTables.POINTS_WORKFLOW).points()));
    }

    public PointsWorkflow(DurableRuntime runtime, SideEffects sideEffects) {
        super(PointsInput.class, runtime);
        this.flow = new PointsFlow(new DefaultPointsSteps(sideEffects.points()));
    }

    @Override
    protected PointsGrant handle(PointsInput input, DurableContext context) {
        return flow.run(input, context);
    }
}
