package io.durabledispatch.construct.grants;

import io.durabledispatch.construct.DispatchTarget;
import io.durabledispatch.construct.DurableFunctionTarget;
import io.durabledispatch.construct.StateMachineTarget;
import io.durabledispatch.construct.nag.NagReasons;
import java.util.Collection;
import java.util.List;
import software.amazon.awscdk.ArnComponents;
import software.amazon.awscdk.ArnFormat;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.iam.PolicyStatement;
import software.amazon.awscdk.services.lambda.Function;

/**
 * A door's permissions, derived from the routes and nothing else: it may invoke exactly the routed aliases, and
 * start, type-check and describe executions of exactly the routed state machines. The HTTP door also reads a
 * Lambda execution's status ({@link #grantStatusReads}); a state machine's is the DescribeExecution both get.
 */
public final class TargetGrants {
    static final String INVOKE = "lambda:InvokeFunction";
    // Both doors refuse EXPRESS targets at cold start by reading the machine's type.
    static final String DESCRIBE_STATE_MACHINE = "states:DescribeStateMachine";
    // Tells DUPLICATE from CONFLICT when a closed execution already has the name.
    static final String DESCRIBE_EXECUTION = "states:DescribeExecution";
    // The HTTP door finds an execution by name on the route's alias when it has no ARN from a start.
    static final String LIST_DURABLE_EXECUTIONS = "lambda:ListDurableExecutionsByFunction";
    // ... and reads it (status, result, error) by its ARN, which names the version it runs on.
    static final String GET_DURABLE_EXECUTION = "lambda:GetDurableExecution";

    private TargetGrants() {}

    /** @param targets each distinct target once */
    public static void grant(Function door, Collection<? extends DispatchTarget> targets) {
        boolean anyStateMachine = false;
        for (DispatchTarget target : targets) {
            anyStateMachine |=
                    target.fold(function -> grantInvoke(door, function), machine -> grantStarts(door, machine));
        }
        if (anyStateMachine) {
            NagReasons.suppressMatching(
                    door,
                    "AwsSolutions-IAM5",
                    "DescribeExecution on the executions of the routed state machines only: execution names are "
                            + "derived from business keys at run time, so they cannot be listed in the policy.",
                    "/^Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:.*:\\*$/");
        }
    }

    /**
     * Status reads of the routed durable functions: the listing on exactly the route's alias, and the executions
     * of the function's versions (an execution's ARN names the version it started on, known only at run time).
     *
     * @param targets each distinct target once
     */
    public static void grantStatusReads(Function door, Collection<? extends DispatchTarget> targets) {
        boolean anyFunction = false;
        for (DispatchTarget target : targets) {
            anyFunction |= target.fold(function -> grantReads(door, function), machine -> false);
        }
        if (anyFunction) {
            NagReasons.suppressMatching(
                    door,
                    "AwsSolutions-IAM5",
                    "GetDurableExecution on the executions of the routed durable functions only: an execution's "
                            + "ARN names its version and its name, both known only at run time.",
                    "/^Resource::.*:\\*\\/durable-execution\\/\\*$/");
        }
    }

    private static boolean grantReads(Function door, DurableFunctionTarget function) {
        door.addToRolePolicy(PolicyStatement.Builder.create()
                .actions(List.of(LIST_DURABLE_EXECUTIONS))
                .resources(List.of(function.aliasArn()))
                .build());
        door.addToRolePolicy(PolicyStatement.Builder.create()
                .actions(List.of(GET_DURABLE_EXECUTION))
                .resources(List.of(unqualifiedArn(door, function.functionName()) + ":*/durable-execution/*"))
                .build());
        return true;
    }

    /** The route names the function by its ARN (an import) or by its name (a function of this app). */
    private static String unqualifiedArn(Function door, String functionName) {
        if (functionName.startsWith("arn:")) return functionName;
        return Stack.of(door)
                .formatArn(ArnComponents.builder()
                        .service("lambda")
                        .resource("function")
                        .resourceName(functionName)
                        .arnFormat(ArnFormat.COLON_RESOURCE_NAME)
                        .build());
    }

    private static boolean grantInvoke(Function door, DurableFunctionTarget function) {
        door.addToRolePolicy(PolicyStatement.Builder.create()
                .actions(List.of(INVOKE))
                .resources(List.of(function.aliasArn()))
                .build());
        return false;
    }

    private static boolean grantStarts(Function door, StateMachineTarget machine) {
        machine.machine().grantStartExecution(door);
        machine.machine().grant(door, DESCRIBE_STATE_MACHINE);
        machine.machine().grantExecution(door, DESCRIBE_EXECUTION);
        return true;
    }
}
