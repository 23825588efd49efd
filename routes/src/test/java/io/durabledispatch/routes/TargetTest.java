package io.durabledispatch.routes;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TargetTest {
    private static final String MACHINE = "arn:aws:states:us-east-1:000000000000:stateMachine:reward-redemption";

    private static String kind(Target target) {
        return target.fold(
                function -> "function " + function.function(), machine -> "machine " + machine.stateMachineArn());
    }

    @Test
    void fold_appliesTheFunctionOfTheTargetsKind() {
        assertThat(kind(new LambdaDurableTarget("order-workflow", "live"))).isEqualTo("function order-workflow");
        assertThat(kind(new StepFunctionsTarget(MACHINE))).isEqualTo("machine " + MACHINE);
    }

    @Test
    void lambdaTarget_namesItsFunction_whenGivenAnArn() {
        LambdaDurableTarget byArn =
                new LambdaDurableTarget("arn:aws:lambda:us-east-1:000000000000:function:order-workflow", "live");

        assertThat(byArn.functionName()).isEqualTo("order-workflow");
        assertThat(new LambdaDurableTarget("order-workflow", "live").functionName())
                .isEqualTo("order-workflow");
        assertThat(byArn.describe())
                .isEqualTo("lambda:arn:aws:lambda:us-east-1:000000000000:function:order-workflow:live");
    }

    @Test
    void stepFunctionsTarget_derivesNameAndExecutionArn() {
        StepFunctionsTarget target = new StepFunctionsTarget(MACHINE);

        assertThat(target.stateMachineName()).isEqualTo("reward-redemption");
        assertThat(target.executionArn("reward-m1-abc"))
                .isEqualTo("arn:aws:states:us-east-1:000000000000:execution:reward-redemption:reward-m1-abc");
        assertThat(target.describe()).isEqualTo("stepfunctions:" + MACHINE);
    }
}
