package io.durabledispatch.construct.grants;

import io.durabledispatch.construct.DispatchTarget;
import io.durabledispatch.construct.DurableFunctionTarget;
import io.durabledispatch.construct.StateMachineTarget;
import io.durabledispatch.construct.nag.NagReasons;
import java.util.Collection;
import java.util.List;
import software.amazon.awscdk.services.iam.PolicyStatement;
import software.amazon.awscdk.services.lambda.Function;

/**
 * The dispatcher's permissions, derived from the routes and nothing else: it may invoke exactly the routed
 * aliases, and start, type-check and describe executions of exactly the routed state machines.
 */
public final class TargetGrants {
    static final String INVOKE = "lambda:InvokeFunction";
    // The dispatcher refuses EXPRESS targets at cold start by reading the machine's type.
    static final String DESCRIBE_STATE_MACHINE = "states:DescribeStateMachine";
    // Tells DUPLICATE from CONFLICT when a closed execution already has the name.
    static final String DESCRIBE_EXECUTION = "states:DescribeExecution";

    private TargetGrants() {}

    /** @param targets each distinct target once */
    public static void grant(Function dispatcher, Collection<? extends DispatchTarget> targets) {
        boolean anyStateMachine = false;
        for (DispatchTarget target : targets) {
            anyStateMachine |= target.fold(
                    function -> grantInvoke(dispatcher, function), machine -> grantStarts(dispatcher, machine));
        }
        if (anyStateMachine) {
            NagReasons.suppressMatching(
                    dispatcher,
                    "AwsSolutions-IAM5",
                    "DescribeExecution on the executions of the routed state machines only: execution names are "
                            + "derived from business keys at run time, so they cannot be listed in the policy.",
                    "/^Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:.*:\\*$/");
        }
    }

    private static boolean grantInvoke(Function dispatcher, DurableFunctionTarget function) {
        dispatcher.addToRolePolicy(PolicyStatement.Builder.create()
                .actions(List.of(INVOKE))
                .resources(List.of(function.aliasArn()))
                .build());
        return false;
    }

    private static boolean grantStarts(Function dispatcher, StateMachineTarget machine) {
        machine.machine().grantStartExecution(dispatcher);
        machine.machine().grant(dispatcher, DESCRIBE_STATE_MACHINE);
        machine.machine().grantExecution(dispatcher, DESCRIBE_EXECUTION);
        return true;
    }
}
