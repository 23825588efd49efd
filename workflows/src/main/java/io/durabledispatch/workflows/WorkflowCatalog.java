package io.durabledispatch.workflows;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import io.durabledispatch.workflows.reward.RewardRedemption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every workflow by its deployed name, for running them in process in tests: the durable functions on a given
 * {@link DurableRuntime}, and the {@code reward-redemption} state machine's function, all writing through one
 * shared {@link SideEffects} so the test can inspect what they did. The local stack runs them from their Lambda jar.
 */
public final class WorkflowCatalog {
    public static final String ORDER_WORKFLOW = SampleWorkflows.ORDER.functionName();
    public static final String POINTS_WORKFLOW = SampleWorkflows.POINTS.functionName();
    public static final String CATALOG_WORKFLOW = SampleWorkflows.CATALOG.functionName();
    public static final String REWARD_REDEMPTION = SampleWorkflows.REWARD_REDEMPTION.functionName();

    private final DurableRuntime runtime;
    private final SideEffects sideEffects;

    public WorkflowCatalog(DurableRuntime runtime, SideEffects sideEffects) {
        this.runtime = runtime;
        this.sideEffects = sideEffects;
    }

    /** Function name → handler, for every sample whose target is a durable function. */
    public Map<String, RequestStreamHandler> durableFunctions() {
        Map<String, RequestStreamHandler> handlers = new LinkedHashMap<>();
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            sample.target()
                    .fold(
                            durable -> handlers.put(
                                    sample.functionName(), DurableEntries.create(sample, runtime, sideEffects)),
                            machine -> null);
        }
        return handlers;
    }

    /** The function the local Step Functions emulator runs as the {@code reward-redemption} state machine. */
    public RewardRedemption rewardRedemption() {
        return new RewardRedemption(sideEffects.points());
    }
}
