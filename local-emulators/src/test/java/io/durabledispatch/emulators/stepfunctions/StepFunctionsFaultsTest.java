package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.FaultRates;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.SfnException;

/** Injected throttles and server errors reach the SDK with the codes Step Functions uses. */
class StepFunctionsFaultsTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private String arn;

    @BeforeEach
    void start() {
        arn = stepFunctions.emulator().registerStateMachine("echo", input -> input);
    }

    @Test
    void fullThrottleRate_givesThrottlingException_andCreatesNothing() {
        stepFunctions.emulator().faults().configure("StartExecution", FaultRates.throttling(1.0));

        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(arn).name("t")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ThrottlingException");
                    assertThat(e.isThrottlingException()).isTrue();
                });
        assertThat(stepFunctions.emulator().executions()).isEmpty();
        assertThat(stepFunctions.emulator().faults().injected("StartExecution", FaultKind.THROTTLE))
                .isEqualTo(1);
    }

    @Test
    void fullServerErrorRate_givesServiceUnavailable() {
        stepFunctions.emulator().faults().configureAll(FaultRates.serverErrors(1.0));

        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(arn).name("u")))
                .isInstanceOfSatisfying(SfnException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ServiceUnavailable");
                    assertThat(e.statusCode()).isEqualTo(503);
                });
        assertThat(stepFunctions.emulator().executions()).isEmpty();
    }

    @Test
    void zeroRates_injectNothing() {
        stepFunctions.emulator().faults().configureAll(FaultRates.NONE);

        for (int i = 0; i < 20; i++) {
            String name = "ok-" + i;
            stepFunctions.sfn().startExecution(b -> b.stateMachineArn(arn).name(name));
        }

        assertThat(stepFunctions.emulator().executions()).hasSize(20);
        assertThat(stepFunctions.emulator().faults().counters()).isEmpty();
    }
}
