package io.durabledispatch.local.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.local.http.EmulatorSettings;
import io.durabledispatch.local.testing.AwsClients;
import io.durabledispatch.local.testing.Poll;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ValidationException;

/**
 * EXPRESS semantics, through the real SfnClient. Step Functions Developer Guide, "Execution guarantees"
 * (https://docs.aws.amazon.com/step-functions/latest/dg/express-at-least-once-execution.html): Express workflows
 * do not manage idempotency, starting several with one name runs them all; API Reference "ListExecutions": not
 * supported by EXPRESS state machines.
 */
class ExpressStateMachineTest {
    private final AtomicInteger runs = new AtomicInteger();
    private StepFunctionsEmulator emulator;
    private SfnClient sfn;
    private String expressArn;

    @BeforeEach
    void start() {
        emulator = new StepFunctionsEmulator(EmulatorSettings.defaults());
        expressArn = emulator.registerStateMachine("clicks", SfnType.EXPRESS, input -> {
            runs.incrementAndGet();
            return input;
        });
        emulator.start();
        sfn = AwsClients.sfn(emulator.endpoint());
    }

    @AfterEach
    void stop() {
        sfn.close();
        emulator.close();
    }

    @Test
    void aName_doesNotDeduplicate_everyStartRuns() {
        String first = sfn.startExecution(
                        b -> b.stateMachineArn(expressArn).name("same").input("{}"))
                .executionArn();
        String second = sfn.startExecution(
                        b -> b.stateMachineArn(expressArn).name("same").input("{}"))
                .executionArn();

        assertThat(first).isNotEqualTo(second).contains(":express:clicks:same:");
        assertThat(Poll.until(runs::get, n -> n == 2)).isEqualTo(2);
    }

    @Test
    void listExecutions_isNotSupportedForExpress() {
        assertThatThrownBy(() -> sfn.listExecutions(b -> b.stateMachineArn(expressArn)))
                .isInstanceOf(ValidationException.class);
    }
}
