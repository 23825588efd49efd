package io.durabledispatch.local.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.local.http.EmulatorSettings;
import io.durabledispatch.local.http.FaultKind;
import io.durabledispatch.local.http.FaultRates;
import io.durabledispatch.local.testing.AwsClients;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.SfnException;

/** Injected throttles and server errors reach the SDK with the codes Step Functions uses. */
class StepFunctionsFaultsTest {
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
    void fullThrottleRate_givesThrottlingException_andCreatesNothing() {
        emulator.faults().configure("StartExecution", FaultRates.throttling(1.0));

        assertThatThrownBy(() -> sfn.startExecution(b -> b.stateMachineArn(arn).name("t")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ThrottlingException");
                    assertThat(e.isThrottlingException()).isTrue();
                });
        assertThat(emulator.executions()).isEmpty();
        assertThat(emulator.faults().injected("StartExecution", FaultKind.THROTTLE))
                .isEqualTo(1);
    }

    @Test
    void fullServerErrorRate_givesServiceUnavailable() {
        emulator.faults().configureAll(FaultRates.serverErrors(1.0));

        assertThatThrownBy(() -> sfn.startExecution(b -> b.stateMachineArn(arn).name("u")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ServiceUnavailable");
                    assertThat(e.statusCode()).isEqualTo(503);
                });
        assertThat(emulator.executions()).isEmpty();
    }

    @Test
    void zeroRates_injectNothing() {
        emulator.faults().configureAll(FaultRates.NONE);

        for (int i = 0; i < 20; i++) {
            String name = "ok-" + i;
            sfn.startExecution(b -> b.stateMachineArn(arn).name(name));
        }

        assertThat(emulator.executions()).hasSize(20);
        assertThat(emulator.faults().counters()).isEmpty();
    }
}
