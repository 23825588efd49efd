package io.durabledispatch.local.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.local.http.EmulatorSettings;
import io.durabledispatch.local.quota.Quota;
import io.durabledispatch.local.testing.AwsClients;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.SfnException;

/** Above its quota the emulator answers like Step Functions: ThrottlingException (HTTP 400). */
class StepFunctionsQuotaTest {
    private StepFunctionsEmulator emulator;
    private SfnClient sfn;
    private String arn;

    @BeforeEach
    void start() {
        emulator = new StepFunctionsEmulator(EmulatorSettings.defaults());
        arn = emulator.registerStateMachine("echo", input -> input);
        emulator.start();
        sfn = AwsClients.sfn(emulator.endpoint());
    }

    @AfterEach
    void stop() {
        sfn.close();
        emulator.close();
    }

    @Test
    void startExecutionAboveTheQuota_isThrottlingException_andCreatesNothing() {
        emulator.quotas().limit("StartExecution", new Quota(0.01, 2));
        sfn.startExecution(b -> b.stateMachineArn(arn).name("a"));
        sfn.startExecution(b -> b.stateMachineArn(arn).name("b"));

        assertThatThrownBy(() -> sfn.startExecution(b -> b.stateMachineArn(arn).name("c")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ThrottlingException");
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.isThrottlingException()).isTrue();
                });
        assertThat(emulator.executions()).hasSize(2);
        assertThat(emulator.quotas().refused("StartExecution")).isEqualTo(1);
    }

    @Test
    void describeExecutionHasItsOwnQuota() {
        emulator.quotas().limit("DescribeExecution", new Quota(0.01, 1));
        String execution =
                sfn.startExecution(b -> b.stateMachineArn(arn).name("d")).executionArn();
        sfn.describeExecution(b -> b.executionArn(execution));

        assertThatThrownBy(() -> sfn.describeExecution(b -> b.executionArn(execution)))
                .isInstanceOfSatisfying(
                        SfnException.class,
                        e -> assertThat(e.isThrottlingException()).isTrue());
        assertThat(sfn.startExecution(b -> b.stateMachineArn(arn).name("e")).executionArn())
                .endsWith(":e");
    }
}
