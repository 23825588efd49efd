package io.durabledispatch.infra;

import io.durabledispatch.infra.guards.RetentionGuard.RouteRetention;
import io.durabledispatch.infra.nag.NagReasons;
import io.durabledispatch.infra.routes.Route;
import io.durabledispatch.infra.routes.TargetKind;
import io.durabledispatch.infra.workflows.DurableWorkflow;
import io.durabledispatch.infra.workflows.RewardRedemption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awscdk.services.lambda.IFunction;

/** The workflows this app deploys, looked up by the names the route document uses. */
final class DeployedTargets {
    private static final String DESCRIBE_EXECUTION = "states:DescribeExecution";
    private static final String DESCRIBE_STATE_MACHINE = "states:DescribeStateMachine";

    private final Map<String, DurableWorkflow> workflows = new LinkedHashMap<>();
    private final RewardRedemption reward;

    DeployedTargets(List<DurableWorkflow> workflows, RewardRedemption reward) {
        workflows.forEach(workflow -> this.workflows.put(workflow.definition().functionName(), workflow));
        this.reward = reward;
    }

    /** The route's target as the dispatcher reads it, pointing at the deployed resource. */
    Map<String, Object> targetFor(Route route) {
        if (route.kind() == TargetKind.STEP_FUNCTIONS) {
            requireReward(route);
            return Map.of(
                    "type", route.kind().documentName(),
                    "stateMachineArn", reward.stateMachine().getStateMachineArn());
        }
        DurableWorkflow workflow = workflow(route);
        return Map.of(
                "type", route.kind().documentName(),
                "function", workflow.function().getFunctionName(),
                "qualifier", workflow.alias().getAliasName());
    }

    RouteRetention retentionOf(Route route) {
        if (route.kind() == TargetKind.STEP_FUNCTIONS) {
            requireReward(route);
            return new RouteRetention(
                    route.name(), RewardRedemption.STATE_MACHINE_NAME, RewardRedemption.NAME_RETENTION);
        }
        DurableWorkflow workflow = workflow(route);
        return new RouteRetention(route.name(), workflow.definition().functionName(), workflow.retention());
    }

    /** The dispatcher may invoke each workflow's {@code live} alias only, and start and describe redemptions. */
    void grantStarts(IFunction dispatcher) {
        workflows.values().forEach(workflow -> workflow.alias().grantInvoke(dispatcher));
        reward.stateMachine().grantStartExecution(dispatcher);
        // The dispatcher refuses EXPRESS targets at cold start by reading the machine's type.
        reward.stateMachine().grant(dispatcher, DESCRIBE_STATE_MACHINE);
        // Needed to tell DUPLICATE from CONFLICT when a closed execution already has the name.
        reward.stateMachine().grantExecution(dispatcher, DESCRIBE_EXECUTION);
        NagReasons.suppressMatching(
                dispatcher,
                "AwsSolutions-IAM5",
                "DescribeExecution on the executions of reward-redemption only: execution names are derived "
                        + "from business keys at run time, so they cannot be listed in the policy.",
                "/^Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:.*:\\*$/");
    }

    private DurableWorkflow workflow(Route route) {
        DurableWorkflow workflow = workflows.get(route.targetName());
        if (workflow == null) {
            throw new IllegalArgumentException("Route '" + route.name() + "' targets function '" + route.targetName()
                    + "', which this app does not deploy (it deploys " + workflows.keySet() + ")");
        }
        return workflow;
    }

    private static void requireReward(Route route) {
        if (!RewardRedemption.STATE_MACHINE_NAME.equals(route.targetName())) {
            throw new IllegalArgumentException("Route '" + route.name() + "' targets state machine '"
                    + route.targetName() + "', which this app does not deploy (it deploys '"
                    + RewardRedemption.STATE_MACHINE_NAME + "')");
        }
    }
}
