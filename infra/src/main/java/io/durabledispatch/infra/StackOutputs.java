package io.durabledispatch.infra;

import io.durabledispatch.construct.DurableDispatch;
import io.durabledispatch.construct.DurableFunction;
import io.durabledispatch.infra.workflows.RewardRedemption;
import io.durabledispatch.infra.workflows.ShipmentRequests;
import io.durabledispatch.infra.workflows.WorkflowDefinition;
import io.durabledispatch.infra.workflows.WorkflowStores;
import io.durabledispatch.tables.WorkflowTables;
import java.util.Map;
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
            DurableDispatch dispatch,
            Map<WorkflowDefinition, DurableFunction> workflows,
            RewardRedemption reward,
            WorkflowStores stores,
            ShipmentRequests shipments) {
        output(stack, "MainQueueUrl", dispatch.mainQueue().getQueueUrl(), "Send business events here");
        dispatch.deadLetterQueue()
                .ifPresent(dlq -> output(
                        stack, "DeadLetterQueueUrl", dlq.getQueueUrl(), "RETRYABLE records that ran out of receives"));
        output(
                stack,
                "ParkingQueueUrl",
                dispatch.parkingQueue().getQueueUrl(),
                "CONFLICT and INVALID records, with their reason");
        output(
                stack,
                "DispatcherFunctionName",
                dispatch.dispatcherFunction().getFunctionName(),
                "The dispatcher Lambda");
        workflows.forEach((definition, workflow) -> {
            String name = definition.logicalName();
            output(stack, name + "AliasArn", workflow.alias().getFunctionArn(), "Qualified ARN of the live alias");
            output(stack, name + "FunctionName", workflow.function().getFunctionName(), "Durable function name");
        });
        output(
                stack,
                "RewardRedemptionStateMachineArn",
                reward.stateMachine().getStateMachineArn(),
                "STANDARD state machine");
        WorkflowTables.ALL.forEach(spec -> output(
                stack,
                Character.toUpperCase(spec.id().charAt(0)) + spec.id().substring(1) + "TableName",
                stores.table(spec).getTableName(),
                "DynamoDB table " + spec.id() + " (" + spec.variable() + ")"));
        output(
                stack,
                "ShipmentQueueUrl",
                shipments.queue().getQueueUrl(),
                "Shipment requests of the order workflow, for the carrier");
        output(stack, "DashboardName", dispatch.dashboard().getDashboardName(), "CloudWatch dashboard");
    }

    private static void output(Construct stack, String id, String value, String description) {
        CfnOutput.Builder.create(stack, id)
                .value(value)
                .description(description)
                .build();
    }
}
