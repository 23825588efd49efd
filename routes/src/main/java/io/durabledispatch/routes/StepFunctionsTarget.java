package io.durabledispatch.routes;

import io.durabledispatch.routes.arn.StateMachineArns;
import java.util.Objects;
import java.util.function.Function;

/** A Step Functions STANDARD state machine (EXPRESS ignores execution names, so it cannot deduplicate). */
public record StepFunctionsTarget(String stateMachineArn) implements Target {
    public StepFunctionsTarget {
        Objects.requireNonNull(stateMachineArn, "stateMachineArn");
    }

    /** The last part of the ARN: {@code reward-redemption}. */
    public String stateMachineName() {
        return StateMachineArns.name(stateMachineArn);
    }

    /** The ARN the execution named {@code executionName} has (and DescribeExecution takes). */
    public String executionArn(String executionName) {
        return StateMachineArns.executionArn(stateMachineArn, executionName);
    }

    @Override
    public String describe() {
        return "stepfunctions:" + stateMachineArn;
    }

    @Override
    public <R> R fold(
            Function<? super LambdaDurableTarget, ? extends R> lambda,
            Function<? super StepFunctionsTarget, ? extends R> stepFunctions) {
        return stepFunctions.apply(this);
    }
}
