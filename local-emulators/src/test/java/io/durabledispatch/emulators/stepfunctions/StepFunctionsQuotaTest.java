package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.quota.Quota;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.SfnException;

/** Above its quota the emulator answers like Step Functions: ThrottlingException (HTTP 400). */
class StepFunctionsQuotaTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private String arn;

    @BeforeEach
    void start() {
        arn = stepFunctions.emulator().registerStateMachine("echo", input -> input);
    }

    @Test
    void startExecutionAboveTheQuota_isThrottlingException_andCreatesNothing() {
        stepFunctions.emulator().quotas().limit("StartExecution", new Quota(0.01, 2));
        stepFunctions.sfn().startExecution(b -> b.stateMachineArn(arn).name("a"));
        stepFunctions.sfn().startExecution(b -> b.stateMachineArn(arn).name("b"));

        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(arn).name("c")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ThrottlingException");
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.isThrottlingException()).isTrue();
                });
        assertThat(stepFunctions.emulator().executions()).hasSize(2);
        assertThat(stepFunctions.emulator().quotas().refused("StartExecution")).isEqualTo(1);
    }

    @Test
    void describeExecutionHasItsOwnQuota() {
        stepFunctions.emulator().quotas().limit("DescribeExecution", new Quota(0.01, 1));
        String execution = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(arn).name("d"))
                .executionArn();
        stepFunctions.sfn().describeExecution(b -> b.executionArn(execution));

        assertThatThrownBy(() -> stepFunctions.sfn().describeExecution(b -> b.executionArn(execution)))
                .isInstanceOfSatisfying(
                        SfnException.class,
                        e -> assertThat(e.isThrottlingException()).isTrue());
        assertThat(stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(arn).name("e"))
                        .executionArn())
                .endsWith(":e");
    }
}
