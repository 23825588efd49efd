package io.durabledispatch.workflows;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.catalog.CatalogWorkflow;
import io.durabledispatch.workflows.order.OrderWorkflow;
import io.durabledispatch.workflows.points.PointsWorkflow;
import io.durabledispatch.workflows.reward.RewardRedemption;
import java.util.Map;

/**
 * Every workflow by its deployed name, for running them in process in tests: the durable functions on a given
 * {@link DurableRuntime}, and the {@code reward-redemption} state machine's function, all writing through one
 * shared {@link SideEffects} so the test can inspect what they did. The local stack runs them from their Lambda jar.
 */
public final class WorkflowCatalog {
    public static final String ORDER_WORKFLOW = WorkflowTables.ORDER_WORKFLOW;
    public static final String POINTS_WORKFLOW = WorkflowTables.POINTS_WORKFLOW;
    public static final String CATALOG_WORKFLOW = WorkflowTables.CATALOG_WORKFLOW;
    public static final String REWARD_REDEMPTION = WorkflowTables.REWARD_REDEMPTION;

    private final DurableRuntime runtime;
    private final SideEffects sideEffects;

    public WorkflowCatalog(DurableRuntime runtime, SideEffects sideEffects) {
        this.runtime = runtime;
        this.sideEffects = sideEffects;
    }

    /** Function name → handler, for {@code order-workflow}, {@code points-workflow}, {@code catalog-workflow}. */
    public Map<String, RequestStreamHandler> durableFunctions() {
        return Map.of(
                ORDER_WORKFLOW, new OrderWorkflow(runtime, sideEffects),
                POINTS_WORKFLOW, new PointsWorkflow(runtime, sideEffects),
                CATALOG_WORKFLOW, new CatalogWorkflow(runtime, sideEffects));
    }

    /** The function the local Step Functions emulator runs as the {@code reward-redemption} state machine. */
    public RewardRedemption rewardRedemption() {
        return new RewardRedemption(sideEffects.points());
    }
}
