package io.durabledispatch.infra;

import io.durabledispatch.infra.dispatcher.DispatcherFunction;
import io.durabledispatch.infra.observability.DispatchDashboard;
import io.durabledispatch.infra.queues.DispatchQueues;
import io.durabledispatch.infra.workflows.DurableWorkflow;
import io.durabledispatch.infra.workflows.RewardRedemption;
import java.util.List;
import software.amazon.awscdk.CfnOutput;
import software.constructs.Construct;

/**
 * What the end-to-end suites and operators read after a deploy ({@code cdk deploy --outputs-file}). Output
 * names are stable: scripts depend on them.
 */
final class StackOutputs {
    private StackOutputs() {}

    static void add(
            Construct stack,
            DispatchQueues queues,
            DispatcherFunction dispatcher,
            List<DurableWorkflow> workflows,
            RewardRedemption reward,
            DispatchDashboard dashboard) {
        output(stack, "MainQueueUrl", queues.mainQueue().getQueueUrl(), "Send business events here");
        output(
                stack,
                "DeadLetterQueueUrl",
                queues.deadLetterQueue().getQueueUrl(),
                "RETRYABLE records that ran out of receives");
        output(
                stack,
                "ParkingQueueUrl",
                queues.parkingQueue().getQueueUrl(),
                "CONFLICT and INVALID records, with their reason");
        output(stack, "DispatcherFunctionName", dispatcher.function().getFunctionName(), "The dispatcher Lambda");
        for (DurableWorkflow workflow : workflows) {
            String name = workflow.definition().logicalName();
            output(stack, name + "AliasArn", workflow.alias().getFunctionArn(), "Qualified ARN of the live alias");
            output(stack, name + "FunctionName", workflow.function().getFunctionName(), "Durable function name");
        }
        output(
                stack,
                "RewardRedemptionStateMachineArn",
                reward.stateMachine().getStateMachineArn(),
                "STANDARD state machine");
        output(
                stack,
                "RedemptionTableName",
                reward.table().getTableName(),
                "Redemptions recorded by the state machine");
        output(stack, "DashboardName", dashboard.dashboard().getDashboardName(), "CloudWatch dashboard");
    }

    private static void output(Construct stack, String id, String value, String description) {
        CfnOutput.Builder.create(stack, id)
                .value(value)
                .description(description)
                .build();
    }
}
