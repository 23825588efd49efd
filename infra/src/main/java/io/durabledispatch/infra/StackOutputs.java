package io.durabledispatch.infra;

import io.durabledispatch.construct.DurableDispatch;
import io.durabledispatch.construct.DurableDispatchApi;
import io.durabledispatch.construct.DurableFunction;
import io.durabledispatch.infra.workflows.RewardRedemption;
import io.durabledispatch.infra.workflows.ShipmentRequests;
import io.durabledispatch.infra.workflows.WorkflowStores;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.tables.samples.SampleWorkflow;
import java.util.Map;
import software.amazon.awscdk.CfnOutput;
import software.constructs.Construct;

/**
 * What the end-to-end suites and operators read after a deploy ({@code cdk deploy --outputs-file}). Output
 * names are stable: scripts depend on them. The dispatch path's outputs are the construct's own, each given its
 * construct id as a fixed logical id ({@code MainQueueUrl} rather than {@code DispatchMainQueueUrl} and a hash);
 * this app adds the dispatcher's function name and what it deploys besides the construct.
 */
final class StackOutputs {
    private StackOutputs() {}

    static void add(
            Construct stack,
            DurableDispatch dispatch,
            Map<SampleWorkflow, DurableFunction> workflows,
            Map<SampleWorkflow, RewardRedemption> stateMachines,
            WorkflowStores stores,
            ShipmentRequests shipments) {
        dispatch.outputs().forEach((id, output) -> output.overrideLogicalId(id));
        output(
                stack,
                "DispatcherFunctionName",
                dispatch.dispatcherFunction().getFunctionName(),
                "Name of the dispatcher Lambda function");
        workflows.forEach((definition, workflow) -> {
            String name = definition.logicalName();
            String function = definition.functionName();
            output(
                    stack,
                    name + "AliasArn",
                    workflow.alias().getFunctionArn(),
                    "ARN of the alias " + workflow.alias().getAliasName() + " of the durable function " + function
                            + ", which the routes start");
            output(
                    stack,
                    name + "FunctionName",
                    workflow.function().getFunctionName(),
                    "Name of the durable function " + function);
        });
        stateMachines.forEach((sample, machine) -> output(
                stack,
                sample.logicalName() + "StateMachineArn",
                machine.stateMachine().getStateMachineArn(),
                "ARN of the state machine " + sample.targetName()));
        WorkflowTables.ALL.forEach(spec -> output(
                stack,
                Character.toUpperCase(spec.id().charAt(0)) + spec.id().substring(1) + "TableName",
                stores.table(spec).getTableName(),
                "Name of the DynamoDB table " + spec.id() + " (the workflows' variable " + spec.variable() + ")"));
        output(
                stack,
                "ShipmentQueueUrl",
                shipments.queue().getQueueUrl(),
                "URL of the order workflow's shipment-request queue: the carrier integration reads it");
    }

    /**
     * The HTTP door's outputs are the construct's own, under fixed ids: {@code ApiUrl} (the base URL the start
     * routes and status paths hang off) and {@code ApiAliasArn}.
     */
    static void addApi(DurableDispatchApi api) {
        api.outputs().forEach((id, output) -> output.overrideLogicalId(id));
    }

    private static void output(Construct stack, String id, String value, String description) {
        CfnOutput.Builder.create(stack, id)
                .value(value)
                .description(description)
                .build();
    }
}
